import { fromCost } from './amounts.js';
import { discountOf, type Discount } from './discounts.js';
import { ownDiscounts } from './own-discounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/**
 * Stage 4: every discount in scope that names no component and the card's own printed discounts (INTERPRETING 4.13),
 * in the order the player applies them, then the reduction
 * of every optional cost whose benefit applies (Brazen Buccaneer's discard). Each reduces its own resource only,
 * never below 0 nor below its own minimum.
 */
// cost.order, cost.reduction-scope, cost.floor-zero, cost.brazen-buccaneer, cost.discount-minimum; CR 356.4.d.1
export const reductionsStage: CostStage = ({ state, context, play }, progress) => {
  const { rules } = context;
  const general = effectsInScope(state, play, 'cost-reduction').filter(
    (effect) => rules.effectComponent(effect) === undefined,
  );
  const ifPaid = (play.card.additionalCosts ?? []).filter((option) => progress.benefits.includes(option.id));
  const discounts: Discount[] = [
    ...rules.discountOrder(
      [...general.map(discountOf), ...ownDiscounts(state, context.cards, play)],
      play.discountOrder,
    ),
    ...ifPaid.map((option) => ({ id: option.id, amounts: fromCost(option.reduceIfPaid ?? {}) })),
  ];
  const total = discounts.reduce(
    (sum, discount) => rules.reduce(sum, discount.amounts, discount.minimum),
    progress.total,
  );
  return afterStage(progress, 'reductions', total);
};
