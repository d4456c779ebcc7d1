import { isZeroCost } from '../support/zero-cost.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-optional-zero-free-benefit',
  rule: 'cost.optional-zero-paid',
  description:
    'Gives the benefit of an optional cost reduced to 0 whether or not it was chosen: a free option is always on.',
  overrides: {
    optionBenefitApplies: (option) => option.chosen || isZeroCost(option.cost),
  },
} satisfies Mutant;
