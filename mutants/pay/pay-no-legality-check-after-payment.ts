import type { Mutant } from '../types.js';

export default {
  id: 'pay-no-legality-check-after-payment',
  rule: 'pay.legality-unchanged',
  description:
    'Checks the targets only before the payment: a play whose payment made a target illegal still goes through.',
  overrides: {
    legalityCheck: () => undefined,
  },
} satisfies Mutant;
