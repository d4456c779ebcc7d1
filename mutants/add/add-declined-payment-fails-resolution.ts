import { defaultRules } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import { optionalPaymentDeclining } from '../support/optional-payment.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-declined-payment-fails-resolution',
  rule: 'add.optional-payment-declined',
  description:
    'Treats a declined optional payment as an unpaid cost: the resolution fails and the spell stays on the chain.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'optional-payment': optionalPaymentDeclining(() =>
        reject('payment/unpaid-cost', { done: 0, needed: 1, action: 'optional payment' }),
      ),
    },
  },
} satisfies Mutant;
