import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { stages } = defaultRules;

export default {
  id: 'cost-brazen-buccaneer-discount-ignored',
  rule: 'cost.brazen-buccaneer',
  description:
    'Adds a paid option\'s cost (Brazen Buccaneer\'s discard) but never its "if you do, reduce my cost" discount.',
  overrides: {
    stages: {
      ...stages,
      reductions: (cost, progress) => ({
        ...stages.reductions(cost, { ...progress, benefits: [] }),
        benefits: progress.benefits,
      }),
    },
  },
} satisfies Mutant;
