import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { readyAll, startBeginningPhase } from '../../engine/turn/phases.js';

export default {
  id: 'add-beginning-triggers-with-the-readying',
  rule: 'add.ability-resolves-on-finalize',
  description:
    "Runs the readying and the start of the Beginning Phase as one step: beginning-phase triggers trigger with the readying's, so Dawn Chime adds its energy while Watchful Squire's readying trigger still waits on the chain.",
  overrides: {
    phaseStart: {
      ...defaultRules.phaseStart,
      beginning: (session) => {
        readyAll(session);
        startBeginningPhase(session);
      },
    },
    chainResolved: () => undefined,
  },
} satisfies Mutant;
