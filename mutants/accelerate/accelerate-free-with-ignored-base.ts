import { defaultRules, ZERO_COST } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-free-with-ignored-base',
  rule: 'accelerate.with-ignored-base',
  description: 'Makes Accelerate free along with the base cost when the cost is ignored.',
  overrides: {
    applyIgnoreCost: (component, cost) =>
      component === 'accelerate' ? ZERO_COST : defaultRules.applyIgnoreCost(component, cost),
  },
} satisfies Mutant;
