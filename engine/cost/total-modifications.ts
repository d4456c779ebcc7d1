import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/** Stage 5: modifications of the total: every minimum in scope raises the total energy to at least its amount. */
// cost.order
export const totalModificationsStage: CostStage = ({ state, play }, progress) => {
  const energy = effectsInScope(state, play, 'cost-minimum').reduce(
    (sum, effect) => Math.max(sum, effect.energy),
    progress.total.energy,
  );
  return afterStage(progress, 'total', { ...progress.total, energy });
};
