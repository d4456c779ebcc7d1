import { deflectComponents } from '../keywords/deflect.js';
import { offeredOptions } from '../play/options.js';
import { addCosts, fromCost, ZERO_COST, type CostAmounts } from './amounts.js';
import { discountOf } from './discounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type Component, type CostContext, type CostStage } from './stage.js';

/** How one additional cost joins the total: from its ID and printed amount to the amount it adds. */
export type ComponentCost = (cost: CostContext, id: string, printed: CostAmounts) => CostAmounts;

/**
 * One additional cost as it is added (CR 356.4.c): "ignore the cost" where the rules extend it to this component,
 * then the discounts scoped to this component alone, in the order the player applies them (CR 356.4.c.1), never
 * below 0 and never spilling over (CR 356.6).
 */
// cost.component-reduction, cost.ignore-base, cost.discount-minimum
export function discountedComponent(cost: CostContext, id: string, printed: CostAmounts): CostAmounts {
  const { state, play } = cost;
  const { rules } = cost.context;
  let amounts = printed;
  for (const effect of effectsInScope(state, play, 'ignore-base-cost'))
    amounts = rules.applyIgnoreCost(id, amounts, effect.part);
  const own = effectsInScope(state, play, 'cost-reduction').filter((effect) => rules.effectComponent(effect) === id);
  for (const discount of rules.discountOrder(own.map(discountOf), play.discountOrder)) {
    amounts = rules.reduce(amounts, discount.amounts, discount.minimum);
  }
  return amounts;
}

/** The increases scoped to one component, added up. */
export function componentIncreases({ state, play, context }: CostContext, id: string): CostAmounts {
  return effectsInScope(state, play, 'cost-increase')
    .filter((effect) => context.rules.effectComponent(effect) === id)
    .reduce((sum, effect) => addCosts(sum, fromCost(effect)), ZERO_COST);
}

/**
 * The amount of one additional cost: the component with its own discounts, then the increases scoped to it, which
 * come after every additional cost and its discounts (CR 356.3) and so are never absorbed by them. Increases only
 * add and nothing floors between stages 2 and 3, so adding them here gives the total stage 3 would.
 */
// cost.component-reduction, cost.order
export const componentCost: ComponentCost = (cost, id, printed) =>
  addCosts(discountedComponent(cost, id, printed), componentIncreases(cost, id));

/**
 * Stage 2: the additional costs, each with its own modifiers: the mandatory ones printed on the card, Deflect for each
 * choice of an opposing Deflect permanent, and every optional cost chosen. Settles which options give their benefit.
 */
// cost.order, cost.optional-commitment, cost.optional-zero-paid, deflect.per-choice, accelerate.optional-cost
export function additionalCostsWith(
  amountOf: ComponentCost,
  deflect: (cost: CostContext) => Component[] = deflectComponents,
): CostStage {
  return (cost, progress) => {
    const { rules } = cost.context;
    const mandatory = [...rules.mandatoryCosts(cost.play.card), ...deflect(cost)].map((component) => ({
      id: component.id,
      cost: amountOf(cost, component.id, component.cost),
    }));
    const options = offeredOptions(cost).map((option) => ({
      id: option.id,
      cost: amountOf(cost, option.id, option.cost),
      chosen: cost.play.options.includes(option.id),
    }));
    const joined = [...mandatory, ...options.filter((option) => option.chosen)];
    const total = joined.reduce((sum, component) => addCosts(sum, component.cost), progress.total);
    const benefits = options.filter((option) => rules.optionBenefitApplies(option)).map((option) => option.id);
    return { ...afterStage(progress, 'additional', total), benefits };
  };
}

export const additionalCostsStage: CostStage = additionalCostsWith(componentCost);
