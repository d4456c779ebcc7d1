import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-mandatory-shortfall-accepted',
  rule: 'cost.mandatory',
  description:
    'Only refuses a payment that spends too much: a payment that leaves part of the total unpaid still plays the card.',
  overrides: {
    coverage: (run, rules) => {
      const code = defaultRules.coverage(run, rules);
      return code === 'payment/overpaid' ? code : undefined;
    },
  },
} satisfies Mutant;
