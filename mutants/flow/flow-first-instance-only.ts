import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-first-instance-only',
  rule: 'flow.choose-one-instance',
  description: 'Always uses the first Flow instance of a spell, whichever one the player chose.',
  overrides: {
    flowCost: (instances) => defaultRules.flowCost(instances, 0),
  },
} satisfies Mutant;
