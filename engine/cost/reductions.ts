import { fromCost } from './amounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/**
 * Stage 4: every reduction in scope that names no component, then the reduction of every optional cost whose benefit
 * applies (Brazen Buccaneer's discard). Each reduces its own resource only, never below 0.
 */
// cost.order, cost.reduction-scope, cost.floor-zero, cost.brazen-buccaneer
export const reductionsStage: CostStage = ({ state, context, play }, progress) => {
  const { rules } = context;
  const general = effectsInScope(state, play, 'cost-reduction').filter(
    (effect) => rules.effectComponent(effect) === undefined,
  );
  const ifPaid = (play.card.additionalCosts ?? []).filter((option) => progress.benefits.includes(option.id));
  const reductions = [
    ...general.map((effect) => fromCost(effect)),
    ...ifPaid.map((option) => fromCost(option.reduceIfPaid)),
  ];
  const total = reductions.reduce((sum, reduction) => rules.reduce(sum, reduction), progress.total);
  return afterStage(progress, 'reductions', total);
};
