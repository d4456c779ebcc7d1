import { isZeroCost } from '../support/zero-cost.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-optional-zero-unpaid',
  rule: 'cost.optional-zero-paid',
  description:
    'Treats a chosen optional cost reduced to 0 as unpaid, since nothing was paid for it: its benefit does not apply.',
  overrides: {
    optionBenefitApplies: (option) => option.chosen && !isZeroCost(option.cost),
  },
} satisfies Mutant;
