import { flowCosts } from '../keywords/flow.js';
import { addCosts, fromCost } from './amounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/**
 * Stage 1: the base cost, the printed cost or the chosen Flow cost in its place, with "ignore the cost" applied.
 */
// cost.order, flow.alternative-base-cost, flow.choose-one-instance, cost.ignore-base
export const baseCostStage: CostStage = ({ state, context, play }, progress) => {
  const { rules } = context;
  const flow = play.flow === null ? null : rules.flowCost(flowCosts(state, play.instance, play.card), play.flow);
  let base = rules.baseCost(fromCost(play.card.cost), flow);
  if (effectsInScope(state, play, 'ignore-base-cost').length > 0) base = rules.applyIgnoreCost('base', base);
  return afterStage(progress, 'base', addCosts(progress.total, base));
};
