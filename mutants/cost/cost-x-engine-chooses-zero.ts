import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

/** The `pay-any-amount` instruction of engine/chain/instructions/pay-any-amount.ts, by an engine that defaults X. */
export default {
  id: 'cost-x-engine-chooses-zero',
  rule: 'cost.x-chosen-at-resolution',
  description:
    'Chooses X = 0 in the player\'s place when no amount was given: "pay any amount" with no answer pays nothing and its effect does nothing, where the player must choose.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'pay-any-amount': (session, scope, instruction) => {
        const failed = defaultRules.instructions['pay-any-amount'](session, scope, instruction);
        return failed?.code === 'decision/missing' ? undefined : failed;
      },
    },
  },
} satisfies Mutant;
