import type { Mutant } from '../types.js';

export default {
  id: 'cost-ignore-not-applied',
  rule: 'cost.ignore-base',
  description: 'Does not apply "ignore the cost" at all: the base cost is still charged in full.',
  overrides: {
    applyIgnoreCost: (_component, cost) => cost,
  },
} satisfies Mutant;
