import { defaultRules } from '../../engine/index.js';
import { appendEvents, emptyingEvents, stateAfter } from '../support/results.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'pay-leftover-pool-cleared',
  rule: 'pay.from-pool',
  description:
    'Clears what is left in the pool once a card is paid for: resources produced during the payment and not spent are lost.',
  overrides: {
    actions: {
      ...actions,
      play: (state, action, context) => {
        const result = actions.play(state, action, context);
        return appendEvents(result, emptyingEvents(stateAfter(state, result), [action.player]));
      },
    },
  },
} satisfies Mutant;
