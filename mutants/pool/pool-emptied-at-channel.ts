import { defaultRules } from '../../engine/index.js';
import { emptyPools } from '../../engine/turn/pool-emptying.js';
import type { Mutant } from '../types.js';

const { phaseStart } = defaultRules;

export default {
  id: 'pool-emptied-at-channel',
  rule: 'pool.survives-channel-and-draw',
  description: 'Empties the pools when runes are channelled, as if the new runes replaced what the pool held.',
  overrides: {
    phaseStart: {
      ...phaseStart,
      channel: (session) => {
        emptyPools(session);
        phaseStart.channel(session);
      },
    },
  },
} satisfies Mutant;
