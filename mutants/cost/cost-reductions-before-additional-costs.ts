import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { stages } = defaultRules;

export default {
  id: 'cost-reductions-before-additional-costs',
  rule: 'cost.order',
  description:
    'Applies the reductions to the base cost (after the increases) and only then adds the additional costs, which are never reduced.',
  overrides: {
    costStages: () => ['base', 'increases', 'reductions', 'additional', 'total', 'floor'],
    stages: {
      ...stages,
      // The discount of a paid option still applies: the options are settled as the reductions run.
      reductions: (cost, progress) =>
        stages.reductions(cost, { ...progress, benefits: stages.additional(cost, progress).benefits }),
    },
  },
} satisfies Mutant;
