import { deflectComponents } from '../keywords/deflect.js';
import { offeredOptions } from '../play/options.js';
import { addCosts, fromCost, type CostAmounts } from './amounts.js';
import { discountOf } from './discounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostContext, type CostStage } from './stage.js';

/**
 * The amount of one additional cost as it joins the total: "ignore the cost" where the rules extend it to this
 * component, then the increases and the discounts scoped to this component alone (in the order the player applies
 * them, CR 356.4.c.1), never spilling over.
 */
// cost.component-reduction, cost.ignore-base, cost.discount-minimum
export function componentCost(cost: CostContext, id: string, printed: CostAmounts): CostAmounts {
  const { state, play } = cost;
  const { rules } = cost.context;
  let amounts = printed;
  for (const effect of effectsInScope(state, play, 'ignore-base-cost'))
    amounts = rules.applyIgnoreCost(id, amounts, effect.part);
  for (const effect of effectsInScope(state, play, 'cost-increase')) {
    if (rules.effectComponent(effect) === id) amounts = addCosts(amounts, fromCost(effect));
  }
  const own = effectsInScope(state, play, 'cost-reduction').filter((effect) => rules.effectComponent(effect) === id);
  for (const discount of rules.discountOrder(own.map(discountOf), play.discountOrder)) {
    amounts = rules.reduce(amounts, discount.amounts, discount.minimum);
  }
  return amounts;
}

/**
 * Stage 2: the additional costs, each with its own modifiers: the mandatory ones printed on the card, Deflect for each
 * choice of an opposing Deflect permanent, and every optional cost chosen. Settles which options give their benefit.
 */
// cost.order, cost.optional-commitment, cost.optional-zero-paid, deflect.per-choice, accelerate.optional-cost
export const additionalCostsStage: CostStage = (cost, progress) => {
  const { rules } = cost.context;
  const mandatory = [...rules.mandatoryCosts(cost.play.card), ...deflectComponents(cost)].map((component) => ({
    id: component.id,
    cost: componentCost(cost, component.id, component.cost),
  }));
  const options = offeredOptions(cost).map((option) => ({
    id: option.id,
    cost: componentCost(cost, option.id, option.cost),
    chosen: cost.play.options.includes(option.id),
  }));
  const joined = [...mandatory, ...options.filter((option) => option.chosen)];
  const total = joined.reduce((sum, component) => addCosts(sum, component.cost), progress.total);
  const benefits = options.filter((option) => rules.optionBenefitApplies(option)).map((option) => option.id);
  return { ...afterStage(progress, 'additional', total), benefits };
};
