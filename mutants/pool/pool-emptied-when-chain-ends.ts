import { defaultRules } from '../../engine/index.js';
import { playerOrder } from '../../engine/state/zones.js';
import { appendEvents, emptyingEvents, stateAfter } from '../support/results.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'pool-emptied-when-chain-ends',
  rule: 'pool.persists',
  description: 'Empties every pool when a chain has finished resolving.',
  overrides: {
    actions: {
      ...actions,
      pass: (state, action, context) => {
        const result = actions.pass(state, action, context);
        const after = stateAfter(state, result);
        const ended = state.chain.length > 0 && after.chain.length === 0;
        return ended ? appendEvents(result, emptyingEvents(after, playerOrder(after))) : result;
      },
    },
  },
} satisfies Mutant;
