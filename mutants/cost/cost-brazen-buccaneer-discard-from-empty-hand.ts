import type { Mutant } from '../types.js';

export default {
  id: 'cost-brazen-buccaneer-discard-from-empty-hand',
  rule: 'cost.brazen-buccaneer',
  description:
    'Lets an optional discard be chosen without checking that a card can be discarded: Brazen Buccaneer takes its discount with an empty hand.',
  overrides: {
    canPerform: () => true,
  },
} satisfies Mutant;
