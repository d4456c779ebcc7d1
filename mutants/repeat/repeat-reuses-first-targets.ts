import { ownTargetsPerExecution } from '../../engine/keywords/repeat.js';
import type { Mutant } from '../types.js';

export default {
  id: 'repeat-reuses-first-targets',
  rule: 'repeat.optional-cost.own-choices',
  description:
    "Gives every additional execution the first execution's targets: Deflect is charged for them again, and the repeated execution acts on them, whatever the player chose for it.",
  overrides: {
    deflectChoices: (executions) => executions.flatMap(() => executions[0] ?? []),
    executionTargets: (item) => ownTargetsPerExecution(item).map(() => item.targets),
  },
} satisfies Mutant;
