import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-skips-cost-modifiers',
  rule: 'flow.full-pipeline',
  description:
    'Adds the additional costs to a Flow cost but applies no cost increase or reduction to it, as if the printed cost were the only thing they change.',
  overrides: {
    costStages: (play) =>
      play.flow === null ? defaultRules.costStages(play) : ['base', 'additional', 'total', 'floor'],
  },
} satisfies Mutant;
