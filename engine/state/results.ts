import type { Cost, CostBreakdown } from '../../schemas/types/generated.js';
import type { DecideResult } from '../rule-table.js';
import type { EngineContext, Session } from './session.js';
import type { EngineEvent, Rejection } from './types.js';

/** What a play or an activation reports of its cost: its total, and for a play how the total was assembled. */
export interface CostReport {
  readonly totalCost: Cost;
  readonly costBreakdown?: CostBreakdown;
}

/** The report's fields as a result carries them, copied. */
function reportFields(report: CostReport | undefined) {
  if (report === undefined) return {};
  const { totalCost, costBreakdown } = report;
  return costBreakdown === undefined ? { totalCost } : { totalCost, costBreakdown };
}

/** The result of a session that ran to its end: accepted with its events, unless a trigger failed on the way. */
export function accept(session: Session, report?: CostReport): DecideResult {
  if (session.failure) return refuse(session.context, session.failure, report, session.events);
  return { outcome: 'accepted', events: session.events, ...reportFields(report) };
}

/**
 * A rejected action. The events emitted before the failure are handed to the rollback rule, which keeps none of
 * them (pay.rollback): the state stays exactly as it was.
 */
export function refuse(
  context: EngineContext,
  rejection: Rejection,
  report?: CostReport,
  partial: readonly EngineEvent[] = [],
): DecideResult {
  const base = {
    outcome: 'rejected' as const,
    code: rejection.code,
    detail: rejection.detail,
    events: context.rules.rollback(partial),
  };
  return { ...base, ...reportFields(report) };
}
