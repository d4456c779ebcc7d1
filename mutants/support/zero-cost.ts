import type { CostAmounts } from '../../engine/cost/amounts.js';

/** Whether a cost asks nothing at all: the rule-table variants that treat a cost of 0 apart read it. */
export function isZeroCost(cost: CostAmounts): boolean {
  const power = Object.values(cost.power).reduce((sum, amount) => sum + amount, 0);
  return cost.energy === 0 && power === 0 && cost.discard === 0 && cost.kill === 0;
}
