import type { CostAmounts } from './amounts.js';
import type { CostProgress, CostStageName } from '../rule-table.js';

export { COST_STAGES, type CostContext, type CostProgress, type CostStage, type CostStageName } from '../rule-table.js';

/** One additional cost as it joins the total: its ID (an option ID, `deflect`, or a printed cost's ID) and amount. */
export interface Component {
  readonly id: string;
  readonly cost: CostAmounts;
}

/** Records a stage's result in the progress. */
export function afterStage(progress: CostProgress, stage: CostStageName, total: CostAmounts): CostProgress {
  return { ...progress, total, trace: [...progress.trace, { stage, total }] };
}
