import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-energy-ignored-with-base',
  rule: 'accelerate.with-ignored-base',
  description:
    'Drops the energy of Accelerate along with the base cost when the cost is ignored, keeping only its power.',
  overrides: {
    applyIgnoreCost: (component, cost) =>
      component === 'accelerate' ? { ...cost, energy: 0 } : defaultRules.applyIgnoreCost(component, cost),
  },
} satisfies Mutant;
