import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

/** The activation total of engine/play/activate.ts, read as an engine whose Equip costs only resources. */
export default {
  id: 'cost-equip-resource-part-only',
  rule: 'cost.equip',
  description:
    "Reads an Equip cost as its energy and power only: the non-resource part (Blade of the Ruined King's kill) is dropped from the activation's total.",
  overrides: {
    activationCost: (state, context, ref, targets) => {
      if (!ref.ability.effect.some((instruction) => instruction.do === 'attach-self'))
        return defaultRules.activationCost(state, context, ref, targets);
      const { energy, power } = ref.ability.cost;
      const trimmed = {
        ...ref,
        ability: {
          ...ref.ability,
          cost: { ...(energy === undefined ? {} : { energy }), ...(power === undefined ? {} : { power }) },
        },
      };
      return defaultRules.activationCost(state, context, trimmed, targets);
    },
  },
} satisfies Mutant;
