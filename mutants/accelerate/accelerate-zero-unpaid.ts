import { defaultRules } from '../../engine/index.js';
import { isZeroCost } from '../support/zero-cost.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-zero-unpaid',
  rule: 'accelerate.reduced-to-zero',
  description:
    'Treats an Accelerate reduced to 0 as not paid: the unit enters exhausted although Accelerate was chosen.',
  overrides: {
    optionBenefitApplies: (option) =>
      option.id === 'accelerate'
        ? option.chosen && !isZeroCost(option.cost)
        : defaultRules.optionBenefitApplies(option),
  },
} satisfies Mutant;
