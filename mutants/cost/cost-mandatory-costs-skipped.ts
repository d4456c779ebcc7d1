import type { Mutant } from '../types.js';

export default {
  id: 'cost-mandatory-costs-skipped',
  rule: 'cost.mandatory',
  description:
    'Treats the additional costs printed on a card (a discard, a kill) as optional ones nobody chose: they are never added to the total.',
  overrides: {
    mandatoryCosts: () => [],
  },
} satisfies Mutant;
