import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-cost-energy-only',
  rule: 'flow.non-resource-cost',
  description: 'Counts only the resources of a Flow cost: a discard it asks for is neither checked nor charged.',
  overrides: {
    flowCost: (instances, chosen) => ({ ...defaultRules.flowCost(instances, chosen), discard: 0, kill: 0 }),
  },
} satisfies Mutant;
