import type { Mutant } from '../types.js';

export default {
  id: 'pay-rollback-keeps-runes',
  rule: 'pay.rollback',
  description:
    'Rolls a failed play back only partly: the cards and the pool are restored, but the runes exhausted or recycled for it stay so, and what they produced stays in the pool.',
  overrides: {
    rollback: (partial) => partial.filter((event) => event.type === 'rune-exhausted' || event.type === 'rune-recycled'),
  },
} satisfies Mutant;
