import type { Mutant } from '../types.js';

export default {
  id: 'pay-exhausted-rune-not-recyclable',
  rule: 'pay.from-pool',
  description:
    'Only lets a ready rune be recycled for power, so a rune cannot be exhausted for energy and then recycled for power.',
  overrides: {
    canRecycleRune: (rune) => rune.ready,
  },
} satisfies Mutant;
