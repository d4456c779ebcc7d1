import type { Mutant } from '../types.js';

export default {
  id: 'cost-component-reduction-general',
  rule: 'cost.component-reduction',
  description:
    'Reads a reduction or increase of one component (Accelerate, say) as a general one: it applies to the whole total, chosen component or not.',
  overrides: {
    effectComponent: () => undefined,
  },
} satisfies Mutant;
