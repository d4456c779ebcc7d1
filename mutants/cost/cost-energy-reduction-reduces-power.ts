import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-energy-reduction-reduces-power',
  rule: 'cost.reduction-scope',
  description:
    'Reads "reduce the cost by N energy" as reducing every resource of the cost: each power requirement goes down by N as well.',
  overrides: {
    reduce: (cost, reduction, minimum) => {
      const power: Record<string, number> = { ...reduction.power };
      for (const key of Object.keys(cost.power)) power[key] = (power[key] ?? 0) + reduction.energy;
      return defaultRules.reduce(cost, { ...reduction, power }, minimum);
    },
  },
} satisfies Mutant;
