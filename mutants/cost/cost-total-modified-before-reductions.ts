import type { Mutant } from '../types.js';

export default {
  id: 'cost-total-modified-before-reductions',
  rule: 'cost.order',
  description: 'Applies the modifications of the total (a minimum total) before the reductions instead of after them.',
  overrides: {
    costStages: () => ['base', 'additional', 'increases', 'total', 'reductions', 'floor'],
  },
} satisfies Mutant;
