import { defaultRules } from '../../engine/index.js';
import { runInstructions } from '../../engine/chain/instructions/index.js';
import { optionalPaymentDeclining } from '../support/optional-payment.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-declined-payment-still-draws',
  rule: 'add.optional-payment-declined',
  description: 'Carries out what an optional payment buys ("draw 1") even when the player declines to pay.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'optional-payment': optionalPaymentDeclining((session, scope, instruction) =>
        runInstructions(session, scope, instruction.then),
      ),
    },
  },
} satisfies Mutant;
