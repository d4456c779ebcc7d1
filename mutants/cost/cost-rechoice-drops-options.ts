import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { newTargetsRebuilding } from '../support/new-targets.js';

export default {
  id: 'cost-rechoice-drops-options',
  rule: 'cost.optional-commitment',
  description:
    'Rebuilds a spell given new targets from those targets alone: the optional costs paid as it was played (a Repeat) and the targets of its additional executions are lost.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'new-targets': newTargetsRebuilding((item, targets) => {
        const rebuilt = { ...item, targets, options: [] };
        delete rebuilt.repeatTargets;
        return rebuilt;
      }),
    },
  },
} satisfies Mutant;
