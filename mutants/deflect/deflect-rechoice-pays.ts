import { ZERO_COST } from '../../engine/index.js';
import { addCosts } from '../../engine/cost/amounts.js';
import { deflectComponents } from '../../engine/keywords/deflect.js';
import type { Mutant } from '../types.js';

export default {
  id: 'deflect-rechoice-pays',
  rule: 'deflect.rechoice-free',
  description:
    'Charges Deflect when an effect gives a finalized spell new targets: the player changing the targets pays the Deflect of each new one.',
  overrides: {
    rechoiceCost: (state, context, change) => {
      const card = context.cards.get(change.item.card);
      if (!card) return ZERO_COST;
      const targets = change.after.filter((target, slot) => change.before[slot] !== target);
      const play = {
        player: change.chooser,
        instance: change.item.id,
        card,
        from: 'hand' as const,
        flow: null,
        options: [],
        targets,
        repeatTargets: [],
        discountOrder: [],
      };
      return deflectComponents({ state, context, play }).reduce(
        (sum, component) => addCosts(sum, component.cost),
        ZERO_COST,
      );
    },
  },
} satisfies Mutant;
