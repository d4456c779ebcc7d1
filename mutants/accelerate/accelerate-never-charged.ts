import { ZERO_COST } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-never-charged',
  rule: 'accelerate.optional-cost',
  description:
    'Never adds the cost of a chosen Accelerate to the total: the unit enters ready for its base cost alone.',
  overrides: {
    accelerateCost: () => ZERO_COST,
  },
} satisfies Mutant;
