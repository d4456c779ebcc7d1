import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-spell-step-skipped',
  rule: 'add.no-spell-during-payment',
  description:
    'Skips a spell played in the middle of a payment instead of rejecting the payment: the rest of it goes on.',
  overrides: {
    paymentSteps: { ...defaultRules.paymentSteps, play: () => undefined },
  },
} satisfies Mutant;
