import type { Mutant } from '../types.js';

export default {
  id: 'cost-discounts-in-creation-order',
  rule: 'cost.order.discount-minimum',
  description:
    'Applies discounts in the order their effects were created, never in the order the player chooses: a discount with a minimum applied first by the player is applied last.',
  overrides: {
    discountOrder: (discounts) => discounts,
  },
} satisfies Mutant;
