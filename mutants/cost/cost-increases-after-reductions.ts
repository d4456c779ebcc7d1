import type { Mutant } from '../types.js';

export default {
  id: 'cost-increases-after-reductions',
  rule: 'cost.order',
  description: 'Applies the reductions before the increases, so a reduction cannot absorb an increase.',
  overrides: {
    costStages: () => ['base', 'additional', 'reductions', 'increases', 'total', 'floor'],
  },
} satisfies Mutant;
