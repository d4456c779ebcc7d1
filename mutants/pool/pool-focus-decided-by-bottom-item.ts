import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

/**
 * The engine's focus rule reading what opened the chain off the item at its bottom when the last item resolves, as an
 * engine that keeps no record of the opener does.
 */
export default {
  id: 'pool-focus-decided-by-bottom-item',
  rule: 'pool.persists',
  description:
    "Decides whether focus passes when a showdown's chain closes from the chain's bottom item: a spell countered from under a trigger leaves the trigger at the bottom, and focus wrongly stays (CR 340.2.a, 346.1 ask what initiated the chain).",
  overrides: {
    priorityAfterResolution: (state, before) => {
      const bottom = before.chain[0];
      const opened = {
        ...before,
        turn: { ...before.turn, openedByTrigger: bottom !== undefined && 'trigger' in bottom },
      };
      return defaultRules.priorityAfterResolution(state, opened);
    },
  },
} satisfies Mutant;
