import { addCosts, fromCost } from './amounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/** Stage 3: every increase in scope that names no component. */
// cost.order
export const increasesStage: CostStage = ({ state, context, play }, progress) => {
  const general = effectsInScope(state, play, 'cost-increase').filter(
    (effect) => context.rules.effectComponent(effect) === undefined,
  );
  const total = general.reduce((sum, effect) => addCosts(sum, fromCost(effect)), progress.total);
  const increases = general.map((effect) => ({ kind: 'effect', effect: effect.id, amount: fromCost(effect) }));
  return afterStage(progress, 'increases', total, { increases });
};
