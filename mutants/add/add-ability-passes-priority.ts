import { defaultRules } from '../../engine/index.js';
import { nextPlayer } from '../../engine/state/zones.js';
import { appendEvents } from '../support/results.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'add-ability-passes-priority',
  rule: 'add.ability-resolves-on-finalize',
  description:
    'Hands priority to the next player once an Add ability resolves, as if it had been a spell on the chain.',
  overrides: {
    actions: {
      ...actions,
      activate: (state, action, context) =>
        appendEvents(actions.activate(state, action, context), [
          { type: 'priority-set', player: nextPlayer(state, action.player) },
        ]),
    },
  },
} satisfies Mutant;
