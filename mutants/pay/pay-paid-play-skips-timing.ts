import type { Mutant } from '../types.js';

export default {
  id: 'pay-paid-play-skips-timing',
  rule: 'pay.legality-unchanged',
  description:
    'Treats a paid cost as permission to play: cards and abilities are accepted at any time, only their payment is checked.',
  overrides: {
    timing: () => undefined,
  },
} satisfies Mutant;
