import { defaultRules } from '../../engine/index.js';
import { nextPlayer } from '../../engine/state/zones.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-focus-passes-after-trigger-chain',
  rule: 'pool.persists',
  description:
    'Passes focus whenever a chain closes during a showdown, even one opened by a triggered ability (CR 346.1 keeps focus then).',
  overrides: {
    priorityAfterResolution: (state, before) => {
      if (state.chain.length > 0 || !state.turn.showdown) return defaultRules.priorityAfterResolution(state, before);
      const focus = nextPlayer(state, state.turn.focus ?? state.turn.activePlayer);
      return { priority: focus, focus };
    },
  },
} satisfies Mutant;
