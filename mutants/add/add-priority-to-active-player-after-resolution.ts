import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-priority-to-active-player-after-resolution',
  rule: 'add.spell-uses-chain',
  description:
    'Gives priority back to the active player after every resolution, even when an opponent controls the newest item left on the chain (CR 340.4 gives it to that controller).',
  overrides: {
    priorityAfterResolution: (state, before) => {
      const holder = defaultRules.priorityAfterResolution(state, before);
      return state.chain.length > 0 ? { ...holder, priority: state.turn.activePlayer } : holder;
    },
  },
} satisfies Mutant;
