import { defaultRules } from '../../engine/index.js';
import { energyOf } from '../../engine/state/resources.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'pay-spend-draws-on-runes',
  rule: 'pay.from-pool',
  description:
    "Lets a spend step take energy the pool lacks from the player's ready runes, exhausting them on the spot, instead of spending only what the pool holds.",
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      spend: (session, run, step) => {
        const pool = session.state.players[run.player]?.pool ?? {};
        let missing = energyOf(step.resources) - energyOf(pool);
        for (const rune of session.state.players[run.player]?.runes ?? []) {
          if (missing <= 0) break;
          if (!rune.ready) continue;
          session.emit({ type: 'rune-exhausted', player: run.player, rune: rune.id });
          missing -= 1;
        }
        return paymentSteps.spend(session, run, step);
      },
    },
  },
} satisfies Mutant;
