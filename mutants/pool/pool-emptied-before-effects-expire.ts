import { defaultRules, emptyPools } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-emptied-before-effects-expire',
  rule: 'pool.empties-at-end-of-turn',
  description:
    "Empties every pool at the end of the turn before this turn's effects expire (CR 317.2.c expires them first, 317.2.d then empties the pools).",
  overrides: {
    phaseStart: {
      ...defaultRules.phaseStart,
      end: (session) => {
        emptyPools(session);
        for (const effect of session.state.effects) {
          if (effect.expires === 'end-of-turn') session.emit({ type: 'effect-expired', effect: effect.id });
        }
      },
    },
  },
} satisfies Mutant;
