import { defaultRules } from '../../engine/index.js';
import { playerOrder } from '../../engine/state/zones.js';
import { appendEvents, emptyingEvents, stateAfter } from '../support/results.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'pool-emptied-when-focus-changes',
  rule: 'pool.persists',
  description: 'Empties every pool when focus passes during a showdown, or when the showdown ends.',
  overrides: {
    actions: {
      ...actions,
      pass: (state, action, context) => {
        const result = actions.pass(state, action, context);
        const focus = result.events.some((event) => event.type === 'focus-passed' || event.type === 'showdown-ended');
        const after = stateAfter(state, result);
        return focus ? appendEvents(result, emptyingEvents(after, playerOrder(after))) : result;
      },
    },
  },
} satisfies Mutant;
