import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'pay-spend-from-active-player-pool',
  rule: 'pay.from-pool',
  description:
    "Spends from the active player's rune pool whoever pays: a player paying on another player's turn takes the resources from that player's pool, not from their own.",
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      spend: (session, run, step) => {
        const active = { ...run, player: session.state.turn.activePlayer };
        const rejected = paymentSteps.spend(session, active, step);
        run.progress = active.progress;
        return rejected;
      },
    },
  },
} satisfies Mutant;
