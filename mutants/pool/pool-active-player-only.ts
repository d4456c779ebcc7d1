import type { Mutant } from '../types.js';

export default {
  id: 'pool-active-player-only',
  rule: 'pool.every-player',
  description: "Empties only the active player's pool: the opponents keep theirs.",
  overrides: {
    poolsToEmpty: (state) => [state.turn.activePlayer],
  },
} satisfies Mutant;
