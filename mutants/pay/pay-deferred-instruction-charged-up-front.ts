import { defaultRules } from '../../engine/index.js';
import { fromCost } from '../../engine/cost/amounts.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pay-deferred-instruction-charged-up-front',
  rule: 'pay.deferred-instruction',
  description:
    'Adds the payment a spell\'s effect asks for ("pay 1 energy to draw a card") to the cost of playing the spell.',
  overrides: {
    mandatoryCosts: (card) => [
      ...defaultRules.mandatoryCosts(card),
      ...(card.effect ?? []).flatMap((instruction, index) =>
        instruction.do === 'optional-payment' ? [{ id: `effect-${index}`, cost: fromCost(instruction.cost) }] : [],
      ),
    ],
  },
} satisfies Mutant;
