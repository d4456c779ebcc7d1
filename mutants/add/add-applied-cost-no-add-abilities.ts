import { defaultRules } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-applied-cost-no-add-abilities',
  rule: 'add.applied-cost',
  description:
    'Allows no ability while an applied cost is paid, since the action it is applied to opens no priority window: Reaction Add abilities are refused there.',
  overrides: {
    payAppliedCost: (session, player, cost, payment) => {
      const steps = payment === undefined || payment === 'auto' ? [] : payment;
      return steps.some((step) => step.type === 'activate')
        ? reject('timing/no-priority', { player, holder: 'nobody, no window is open' })
        : defaultRules.payAppliedCost(session, player, cost, payment);
    },
  },
} satisfies Mutant;
