import { floorCost } from './amounts.js';
import { afterStage, type CostStage } from './stage.js';

/** Stage 6: no amount below 0; what a reduction could not remove is lost. */
// cost.floor-zero; CR 356.6
export const floorStage: CostStage = (_cost, progress) => afterStage(progress, 'floor', floorCost(progress.total));
