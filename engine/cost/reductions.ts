import { fromCost } from './amounts.js';
import { discountEntry, type DiscountEntry } from './breakdown.js';
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
  const own = ownDiscounts(state, context.cards, play);
  const ownIds = new Set(own.map((discount) => discount.id));
  const discounts: (Discount & { readonly kind: string })[] = [
    ...rules
      .discountOrder([...general.map(discountOf), ...own], play.discountOrder)
      .map((d) => ({ ...d, kind: ownIds.has(d.id) ? 'card' : 'effect' })),
    ...ifPaid.map((option) => ({ id: option.id, kind: 'option', amounts: fromCost(option.reduceIfPaid ?? {}) })),
  ];
  const entries: DiscountEntry[] = [];
  const total = discounts.reduce((sum, discount) => {
    const after = rules.reduce(sum, discount.amounts, discount.minimum);
    const from = discount.kind === 'effect' ? { effect: discount.id } : { source: discount.id };
    entries.push(discountEntry({ kind: discount.kind, ...from }, discount.amounts, sum, after));
    return after;
  }, progress.total);
  return afterStage(progress, 'reductions', total, { discounts: entries });
};
