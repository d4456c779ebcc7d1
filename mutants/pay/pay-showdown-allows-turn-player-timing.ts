import type { Mutant } from '../types.js';

/**
 * The engine's timing rule with the showdown left out of the conditions for a card or ability without Reaction, as
 * an engine that models only the chain and priority writes it.
 */
export default {
  id: 'pay-showdown-allows-turn-player-timing',
  rule: 'pay.legality-unchanged',
  description:
    'Lets the turn player play a card or activate an ability without Reaction in their main phase with an empty chain and priority even during a showdown, which permits only Action and Reaction (CR 343.1.a, 343.1.b).',
  overrides: {
    timing: (state, player, source) => {
      const { turn } = state;
      if (source.reaction) return turn.priority === player ? undefined : 'timing/no-priority';
      const allowed =
        turn.activePlayer === player && turn.phase === 'main' && state.chain.length === 0 && turn.priority === player;
      return allowed ? undefined : 'timing/not-allowed';
    },
  },
} satisfies Mutant;
