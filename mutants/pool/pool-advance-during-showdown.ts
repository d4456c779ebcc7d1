import type { Mutant } from '../types.js';

/** The engine's advance check with the showdown line left out, as an engine that ties advancing to the chain alone. */
export default {
  id: 'pool-advance-during-showdown',
  rule: 'pool.persists',
  description:
    'Lets the turn player advance from an open showdown with an empty chain: the turn ends with the showdown never closed and the pools are emptied (CR 347, 348, 335 keep the phase going until it ends).',
  overrides: {
    advanceRefusal: (state, player) => {
      if (state.turn.activePlayer !== player) return `${player} is not the active player`;
      if (state.chain.length > 0) return 'the chain is not empty';
      return undefined;
    },
  },
} satisfies Mutant;
