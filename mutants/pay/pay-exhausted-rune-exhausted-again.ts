import type { Mutant } from '../types.js';

export default {
  id: 'pay-exhausted-rune-exhausted-again',
  rule: 'pay.from-pool',
  description: 'Lets an exhausted rune be exhausted again for 1 more energy.',
  overrides: {
    canExhaustRune: () => true,
  },
} satisfies Mutant;
