import { floorCost, type CostAmounts } from './amounts.js';
import { afterStage, type CostStage } from './stage.js';

/** Stage 6: no amount below 0; what a reduction could not remove is lost. */
// cost.floor-zero
export const floorStage: CostStage = (_cost, progress) => afterStage(progress, 'floor', floorCost(progress.total));

/** The default reduction: each resource and requirement key reduced on its own, never below 0. */
// cost.reduction-scope, cost.floor-zero
export function reduceFloored(cost: CostAmounts, reduction: CostAmounts): CostAmounts {
  const power: Record<string, number> = { ...cost.power };
  for (const [key, amount] of Object.entries(reduction.power)) {
    if (key in power) power[key] = Math.max(0, (power[key] ?? 0) - amount);
  }
  return floorCost({
    energy: Math.max(0, cost.energy - reduction.energy),
    power,
    discard: Math.max(0, cost.discard - reduction.discard),
    kill: Math.max(0, cost.kill - reduction.kill),
  });
}
