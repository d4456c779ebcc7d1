import type { CostAmounts } from './amounts.js';
import type { Breakdown } from './breakdown.js';
import type { CostProgress, CostStageName } from '../rule-table.js';

export { COST_STAGES, type CostContext, type CostProgress, type CostStage, type CostStageName } from '../rule-table.js';

/** One additional cost as it joins the total: its ID (an option ID, `deflect`, or a printed cost's ID) and amount. */
export interface Component {
  readonly id: string;
  readonly cost: CostAmounts;
  /** For Deflect: the chosen permanent whose Deflect it charges. */
  readonly target?: string;
}

/** Records a stage's result in the progress, with what the stage adds to the breakdown (INTERPRETING 4.14). */
export function afterStage(
  progress: CostProgress,
  stage: CostStageName,
  total: CostAmounts,
  entries: Partial<Breakdown> = {},
): CostProgress {
  const breakdown = joinBreakdown(progress.breakdown, entries);
  return { ...progress, total, trace: [...progress.trace, { stage, total }], breakdown };
}

/** A breakdown with a stage's entries appended after those of the stages before it. */
function joinBreakdown(before: Breakdown, entries: Partial<Breakdown>): Breakdown {
  return {
    ...before,
    ...(entries.base === undefined ? {} : { base: entries.base }),
    ignoredBy: [...before.ignoredBy, ...(entries.ignoredBy ?? [])],
    additional: [...before.additional, ...(entries.additional ?? [])],
    increases: [...before.increases, ...(entries.increases ?? [])],
    discounts: [...before.discounts, ...(entries.discounts ?? [])],
    ignoredAll: [...before.ignoredAll, ...(entries.ignoredAll ?? [])],
  };
}
