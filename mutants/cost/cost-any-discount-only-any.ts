import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-any-discount-only-any',
  rule: 'cost.reduction-scope.any-power',
  description:
    'Lets a discount of power of any domain ("[A] less") reduce only requirements of any domain: it never takes a Fury or Calm pip off, so Accelerate keeps its Fury power.',
  overrides: {
    reduce: (cost, reduction, minimum) => {
      const { any = 0, ...domains } = reduction.power;
      const rest = defaultRules.reduce(cost, { ...reduction, power: domains }, minimum);
      const left = Math.max(0, (rest.power.any ?? 0) - any);
      const power: Record<string, number> = { ...rest.power };
      if (left > 0) power.any = left;
      else delete power.any;
      return { ...rest, power };
    },
  },
} satisfies Mutant;
