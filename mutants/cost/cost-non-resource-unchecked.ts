import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-non-resource-unchecked',
  rule: 'cost.non-resource',
  description:
    'Settles a cost with its energy and power alone: the discard and kill costs are never required once the resources are paid.',
  overrides: {
    coverage: (run, rules) =>
      defaultRules.coverage(
        { ...run, total: { ...run.total, discard: run.progress.discards, kill: run.progress.kills } },
        rules,
      ),
  },
} satisfies Mutant;
