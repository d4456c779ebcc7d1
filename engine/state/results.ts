import type { Cost } from '../../schemas/types/generated.js';
import type { DecideResult } from '../rule-table.js';
import type { EngineContext, Session } from './session.js';
import type { EngineEvent, Rejection } from './types.js';

/** The result of a session that ran to its end: accepted with its events, unless a trigger failed on the way. */
export function accept(session: Session, totalCost?: Cost): DecideResult {
  if (session.failure) return refuse(session.context, session.failure, totalCost, session.events);
  return totalCost
    ? { outcome: 'accepted', events: session.events, totalCost }
    : { outcome: 'accepted', events: session.events };
}

/**
 * A rejected action. The events emitted before the failure are handed to the rollback rule, which keeps none of
 * them (pay.rollback): the state stays exactly as it was.
 */
export function refuse(
  context: EngineContext,
  rejection: Rejection,
  totalCost?: Cost,
  partial: readonly EngineEvent[] = [],
): DecideResult {
  const base = {
    outcome: 'rejected' as const,
    code: rejection.code,
    detail: rejection.detail,
    events: context.rules.rollback(partial),
  };
  return totalCost ? { ...base, totalCost } : base;
}
