import type { Mutant } from '../types.js';

export default {
  id: 'cost-ignore-keeps-base-power',
  rule: 'cost.ignore-base',
  description: 'Reads "ignore the cost" as ignoring the energy of the base cost only: its power is still asked.',
  overrides: {
    applyIgnoreCost: (component, cost) => (component === 'base' ? { ...cost, energy: 0 } : cost),
  },
} satisfies Mutant;
