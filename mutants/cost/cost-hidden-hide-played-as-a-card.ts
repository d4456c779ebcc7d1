import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-hidden-hide-played-as-a-card',
  rule: 'cost.hidden-hide-action',
  description:
    "Treats hiding as playing the card: the hide charges the card's printed cost instead of one power of any domain, and the card goes where a play sends it.",
  overrides: {
    actions: {
      ...defaultRules.actions,
      hide: (state, action, context) =>
        defaultRules.actions.play(
          state,
          { type: 'play', player: action.player, card: action.card, payment: action.payment },
          context,
        ),
    },
  },
} satisfies Mutant;
