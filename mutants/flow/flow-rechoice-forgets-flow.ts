import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { newTargetsRebuilding } from '../support/new-targets.js';

export default {
  id: 'flow-rechoice-forgets-flow',
  rule: 'flow.banish-on-leave',
  description:
    'Clears the Flow mark of a spell given new targets, as if it were played anew: a spell played with Flow and redirected goes to the trash instead of being banished.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'new-targets': newTargetsRebuilding((item, targets) => ({ ...item, targets, flow: null })),
    },
  },
} satisfies Mutant;
