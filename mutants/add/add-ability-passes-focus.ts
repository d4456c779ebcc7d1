import { defaultRules } from '../../engine/index.js';
import { nextPlayer } from '../../engine/state/zones.js';
import { appendEvents } from '../support/results.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'add-ability-passes-focus',
  rule: 'add.ability-resolves-on-finalize',
  description: 'Passes focus (and priority with it) to the next player once an Add ability resolves during a showdown.',
  overrides: {
    actions: {
      ...actions,
      activate: (state, action, context) => {
        const result = actions.activate(state, action, context);
        if (!state.turn.showdown || state.chain.length > 0) return result;
        const next = nextPlayer(state, action.player);
        return appendEvents(result, [
          { type: 'focus-passed', player: next },
          { type: 'priority-set', player: next },
        ]);
      },
    },
  },
} satisfies Mutant;
