import { defaultRules } from '../../engine/index.js';
import { emptyPools } from '../../engine/turn/pool-emptying.js';
import type { Mutant } from '../types.js';

const { phaseStart } = defaultRules;

export default {
  id: 'pool-emptied-at-turn-start',
  rule: 'pool.persists',
  description: 'Empties every pool as a turn begins, before the beginning phase does anything.',
  overrides: {
    phaseStart: {
      ...phaseStart,
      beginning: (session) => {
        emptyPools(session);
        phaseStart.beginning(session);
      },
    },
  },
} satisfies Mutant;
