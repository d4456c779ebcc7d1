import { ZERO_COST, type CostAmounts } from './amounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/** "Ignoring any and all costs" sets the whole total to nothing, non-standard costs and Deflect included. */
// cost.ignore-all-costs; CR 356.5.a
export function nothingLeft(): CostAmounts {
  return ZERO_COST;
}

/** Stage 5: modifications of the total (CR 356.5): playing the card ignoring any and all costs. */
// cost.order, cost.ignore-all-costs
export const totalModificationsStage: CostStage = ({ state, context, play }, progress) => {
  const ignoreAll = effectsInScope(state, play, 'ignore-all-costs').length > 0;
  const total = ignoreAll ? context.rules.ignoreAllCosts(progress.total) : progress.total;
  const ignoredAll = ignoreAll ? effectsInScope(state, play, 'ignore-all-costs').map((effect) => effect.id) : [];
  return afterStage(progress, 'total', total, { ignoredAll });
};
