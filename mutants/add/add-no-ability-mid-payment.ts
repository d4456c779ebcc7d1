import { defaultRules } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'add-no-ability-mid-payment',
  rule: 'add.reaction-during-payment',
  description:
    'Allows no ability while a card is being paid for: a Reaction Add ability must be used before the play starts.',
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      activate: (session, run, step) =>
        run.purpose === 'play'
          ? reject('timing/not-allowed', { ref: step.ability, why: 'a payment is under way' })
          : paymentSteps.activate(session, run, step),
    },
  },
} satisfies Mutant;
