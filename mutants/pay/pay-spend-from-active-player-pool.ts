import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { spendStep } from '../support/spend.js';

export default {
  id: 'pay-spend-from-active-player-pool',
  rule: 'pay.from-pool',
  description:
    "Takes every spend from the active player's pool: a reaction of another player is paid with the active player's energy and power.",
  overrides: {
    paymentSteps: { ...defaultRules.paymentSteps, spend: spendStep({ payer: (active) => active }) },
  },
} satisfies Mutant;
