import type { Mutant } from '../types.js';

export default {
  id: 'pay-no-rollback',
  rule: 'pay.rollback',
  description:
    'Does not roll a failed play back: the runes exhausted or recycled, the resources spent and the cards moved before the failure stay so.',
  overrides: {
    rollback: (partial) => partial,
  },
} satisfies Mutant;
