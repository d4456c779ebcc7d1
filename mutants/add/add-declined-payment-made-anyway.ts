import { defaultRules } from '../../engine/index.js';
import { fromCost } from '../../engine/cost/amounts.js';
import { runInstructions } from '../../engine/chain/instructions/index.js';
import { newRun, runPayment } from '../../engine/pay/run.js';
import { optionalPaymentDeclining } from '../support/optional-payment.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-declined-payment-made-anyway',
  rule: 'add.optional-payment-declined',
  description:
    'Makes an optional payment of a resolving effect whenever some way to pay it exists, even when the player declines it.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'optional-payment': optionalPaymentDeclining((session, scope, instruction) => {
        const unpaid = runPayment(session, newRun(scope.controller, fromCost(instruction.cost), 'resolution'), 'auto');
        return unpaid ? undefined : runInstructions(session, scope, instruction.then);
      }),
    },
  },
} satisfies Mutant;
