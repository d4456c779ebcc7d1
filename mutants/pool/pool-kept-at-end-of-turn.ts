import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-kept-at-end-of-turn',
  rule: 'pool.empties-at-end-of-turn',
  description:
    'Empties the pools only as a main phase starts, not at end-of-turn expiration: the end phase keeps them.',
  overrides: {
    phaseStart: {
      ...defaultRules.phaseStart,
      end: (session) => {
        for (const effect of session.state.effects) {
          if (effect.expires === 'end-of-turn') session.emit({ type: 'effect-expired', effect: effect.id });
        }
      },
    },
  },
} satisfies Mutant;
