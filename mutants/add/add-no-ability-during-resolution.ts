import { defaultRules } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'add-no-ability-during-resolution',
  rule: 'add.during-resolution',
  description:
    'Allows no ability in a payment asked for while a spell resolves ("pay 1 energy to draw a card"): only the pool and runes can pay it.',
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      activate: (session, run, step) =>
        run.purpose === 'resolution'
          ? reject('timing/not-allowed', { ref: step.ability, why: 'a spell is resolving' })
          : paymentSteps.activate(session, run, step),
    },
  },
} satisfies Mutant;
