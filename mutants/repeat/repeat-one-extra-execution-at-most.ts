import { ownTargetsPerExecution } from '../../engine/keywords/repeat.js';
import type { Mutant } from '../types.js';

export default {
  id: 'repeat-one-extra-execution-at-most',
  rule: 'repeat.optional-cost.several-instances',
  description:
    'Charges every paid Repeat instance but reads Repeat as "execute twice": however many instances are paid, the effect runs two times.',
  overrides: {
    executionTargets: (item) => ownTargetsPerExecution(item).slice(0, 2),
  },
} satisfies Mutant;
