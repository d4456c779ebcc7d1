import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-discount-minimum-raises',
  rule: 'cost.order.discount-minimum',
  description:
    'Reads a discount\'s "to a minimum of N" as setting the energy to at least N: a discount of 1, minimum 2, raises a 1-energy cost to 2.',
  overrides: {
    reduce: (cost, reduction, minimum) => {
      const reduced = defaultRules.reduce(cost, reduction, minimum);
      return minimum ? { ...reduced, energy: Math.max(reduced.energy, minimum.energy) } : reduced;
    },
  },
} satisfies Mutant;
