import type { Mutant } from '../types.js';

export default {
  id: 'cost-total-modified-before-additional-costs',
  rule: 'cost.order',
  description:
    'Applies the modifications of the total ("ignoring any and all costs") right after the base cost, so the additional costs added later, Deflect among them, are still owed.',
  overrides: {
    costStages: () => ['base', 'total', 'additional', 'increases', 'reductions', 'floor'],
  },
} satisfies Mutant;
