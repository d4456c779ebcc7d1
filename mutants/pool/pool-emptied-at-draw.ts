import { defaultRules } from '../../engine/index.js';
import { emptyPools } from '../../engine/turn/pool-emptying.js';
import type { Mutant } from '../types.js';

const { phaseStart } = defaultRules;

export default {
  id: 'pool-emptied-at-draw',
  rule: 'pool.survives-channel-and-draw',
  description: 'Empties the pools when the draw phase begins.',
  overrides: {
    phaseStart: {
      ...phaseStart,
      draw: (session) => {
        emptyPools(session);
        phaseStart.draw(session);
      },
    },
  },
} satisfies Mutant;
