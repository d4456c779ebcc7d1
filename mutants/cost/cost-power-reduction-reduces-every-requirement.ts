import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-power-reduction-reduces-every-requirement',
  rule: 'cost.reduction-scope',
  description:
    'Applies a power discount of one domain to every power requirement of the cost, requirements of other domains included: a Calm discount takes power off a Fury requirement.',
  overrides: {
    reduce: (cost, reduction, minimum) => {
      const power: Record<string, number> = {};
      for (const [domain, amount] of Object.entries(reduction.power)) {
        const keys = domain === 'any' ? ['any'] : Object.keys(cost.power);
        for (const key of keys) power[key] = (power[key] ?? 0) + amount;
      }
      return defaultRules.reduce(cost, { ...reduction, power }, minimum);
    },
  },
} satisfies Mutant;
