import { defaultRules } from '../../engine/index.js';
import { firePhaseTriggers } from '../../engine/chain/triggers.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-kept-into-main-phase',
  rule: 'pool.empties-at-main-start',
  description:
    'Does not empty the pools as the main phase starts: resources made in the beginning phase are still there.',
  overrides: {
    phaseStart: {
      ...defaultRules.phaseStart,
      main: (session) => {
        firePhaseTriggers(session, session.state.turn.activePlayer, 'main-phase-start');
      },
    },
  },
} satisfies Mutant;
