import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { coversPowerInBulk, spendStep } from '../support/spend.js';

export default {
  id: 'pay-pool-power-counted-in-bulk',
  rule: 'pay.universal-power',
  description:
    'Checks a spend against the pool with its power counted in bulk: a pool holding universal power lets a spend name Calm power it does not hold.',
  overrides: {
    paymentSteps: { ...defaultRules.paymentSteps, spend: spendStep({ holds: coversPowerInBulk }) },
  },
} satisfies Mutant;
