import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

/** The activation total of engine/play/activate.ts, read as an engine that prices Empower from its printed cost. */
export default {
  id: 'cost-empower-printed-cost-only',
  rule: 'cost.empower',
  description:
    "Prices an Empower activation from the cost printed with the keyword, leaving out the text that lowers it (Frostcoat Mother's 1 energy less for each rune).",
  overrides: {
    activationCost: (state, context, ref, targets) => {
      const empowers = (ref.card.keywords ?? []).flatMap((k) => (k.keyword === 'empower' ? [k] : []));
      const index = ref.ability.id === 'empower' ? 0 : Number(ref.ability.id.replace('empower-', '')) - 1;
      const printed = ref.ability.id.startsWith('empower') ? empowers[index] : undefined;
      const priced = printed ? { ...ref, ability: { ...ref.ability, cost: { ...printed.cost } } } : ref;
      return defaultRules.activationCost(state, context, priced, targets);
    },
  },
} satisfies Mutant;
