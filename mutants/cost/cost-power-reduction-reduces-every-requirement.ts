import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-power-reduction-reduces-every-requirement',
  rule: 'cost.reduction-scope',
  description:
    'Applies a power reduction of one domain to every power requirement it could pay, "any domain" ones (Deflect) included.',
  overrides: {
    reduce: (cost, reduction) => {
      const power: Record<string, number> = {};
      for (const [domain, amount] of Object.entries(reduction.power)) {
        for (const key of Object.keys(cost.power)) {
          if (key === domain || key === 'any' || key.split('|').includes(domain))
            power[key] = (power[key] ?? 0) + amount;
        }
      }
      return defaultRules.reduce(cost, { ...reduction, power });
    },
  },
} satisfies Mutant;
