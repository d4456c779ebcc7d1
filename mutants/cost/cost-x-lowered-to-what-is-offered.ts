import type { PaymentStep } from '../../schemas/types/generated.js';
import type { Mutant } from '../types.js';
import { DecisionQueue } from '../../engine/chain/decisions.js';
import { defaultRules } from '../../engine/index.js';
import { isRejection } from '../../engine/state/session.js';

/** The `pay-any-amount` instruction of engine/chain/instructions/pay-any-amount.ts, by an engine that trims X. */
export default {
  id: 'cost-x-lowered-to-what-is-offered',
  rule: 'cost.x-paid-in-full',
  description:
    'Lowers the X chosen to the energy the payment offers, so an X the player cannot pay in full is paid in part and the effect reads the lower amount instead of the step being refused.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'pay-any-amount': (session, scope, instruction) => {
        const queue = session.decisions;
        const decision = queue?.take('x-amount');
        if (decision === undefined || isRejection(decision))
          return defaultRules.instructions['pay-any-amount'](session, scope, instruction);
        const steps: readonly PaymentStep[] = decision.payment === 'auto' ? [] : decision.payment;
        const offered = steps.reduce(
          (sum: number, step) => sum + (step.type === 'spend' ? (step.resources.energy ?? 0) : 0),
          0,
        );
        session.decisions = new DecisionQueue([{ ...decision, x: Math.min(decision.x, offered) }]);
        const failed = defaultRules.instructions['pay-any-amount'](session, scope, instruction);
        session.decisions = queue;
        return failed;
      },
    },
  },
} satisfies Mutant;
