import { defaultRules } from '../../engine/index.js';
import { isZeroCost } from '../support/zero-cost.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-zero-without-choosing',
  rule: 'accelerate.reduced-to-zero',
  description:
    'Gives a free Accelerate (reduced to 0) its benefit without it being chosen: the unit enters ready anyway.',
  overrides: {
    optionBenefitApplies: (option) =>
      option.id === 'accelerate' ? option.chosen || isZeroCost(option.cost) : defaultRules.optionBenefitApplies(option),
  },
} satisfies Mutant;
