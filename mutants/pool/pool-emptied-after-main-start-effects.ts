import { defaultRules } from '../../engine/index.js';
import { firePhaseTriggers } from '../../engine/chain/triggers.js';
import { emptyPools } from '../../engine/turn/pool-emptying.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-emptied-after-main-start-effects',
  rule: 'pool.start-of-main-effects',
  description:
    'Empties the pools after the start-of-main-phase effects instead of before them, so the resources those effects add are lost.',
  overrides: {
    phaseStart: {
      ...defaultRules.phaseStart,
      main: (session) => {
        firePhaseTriggers(session, session.state.turn.activePlayer, 'main-phase-start');
        emptyPools(session);
      },
    },
  },
} satisfies Mutant;
