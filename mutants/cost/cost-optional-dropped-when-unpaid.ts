import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'cost-optional-dropped-when-unpaid',
  rule: 'cost.optional-commitment',
  description:
    'Treats a chosen optional cost as droppable: when the payment fails, it quietly plays the card again without its optional costs.',
  overrides: {
    actions: {
      ...actions,
      play: (state, action, context) => {
        const result = actions.play(state, action, context);
        const options = action.options ?? [];
        if (result.outcome === 'accepted' || !result.code.startsWith('payment/') || options.length === 0) return result;
        const downgraded = actions.play(state, { ...action, options: [] }, context);
        return downgraded.outcome === 'accepted' ? downgraded : result;
      },
    },
  },
} satisfies Mutant;
