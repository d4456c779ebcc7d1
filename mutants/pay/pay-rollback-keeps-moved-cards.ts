import type { Mutant } from '../types.js';

export default {
  id: 'pay-rollback-keeps-moved-cards',
  rule: 'pay.rollback',
  description:
    'Rolls a failed play back only partly: resources and runes are restored, but the cards discarded or killed for it stay in the trash.',
  overrides: {
    rollback: (partial) => partial.filter((event) => event.type === 'card-moved'),
  },
} satisfies Mutant;
