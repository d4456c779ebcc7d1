import { defaultRules } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'cost-non-resource-before-resources',
  rule: 'cost.non-resource',
  description:
    'Demands the non-resource costs first: nothing may be spent from the pool while a discard or kill of the total is still to be made.',
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      spend: (session, run, step) => {
        const { progress, total } = run;
        if (progress.discards < total.discard || progress.kills < total.kill) {
          const action = progress.discards < total.discard ? 'discard' : 'kill';
          const done = action === 'discard' ? progress.discards : progress.kills;
          return reject('payment/unpaid-cost', { done, needed: total[action], action });
        }
        return paymentSteps.spend(session, run, step);
      },
    },
  },
} satisfies Mutant;
