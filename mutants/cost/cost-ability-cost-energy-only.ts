import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

/** The activation total of engine/play/activate.ts, read as an engine whose abilities cost only an exhaust and energy. */
export default {
  id: 'cost-ability-cost-energy-only',
  rule: 'cost.ability-cost',
  description:
    "Reads an activated ability's own cost as its exhaust and energy only (the older card model): the power and the non-resource actions before the colon are dropped from its total, Deflect kept.",
  overrides: {
    activationCost: (state, context, ref, targets) => {
      const { exhaust, energy } = ref.ability.cost;
      const trimmed = {
        ...ref,
        ability: {
          ...ref.ability,
          cost: { ...(exhaust === undefined ? {} : { exhaust }), ...(energy === undefined ? {} : { energy }) },
        },
      };
      return defaultRules.activationCost(state, context, trimmed, targets);
    },
  },
} satisfies Mutant;
