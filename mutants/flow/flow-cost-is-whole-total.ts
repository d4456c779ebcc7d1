import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-cost-is-whole-total',
  rule: 'flow.full-pipeline',
  description:
    'Takes the Flow cost as the whole total: no additional cost, increase or reduction is applied to a play with Flow.',
  overrides: {
    costStages: (play) => (play.flow === null ? defaultRules.costStages(play) : ['base', 'floor']),
  },
} satisfies Mutant;
