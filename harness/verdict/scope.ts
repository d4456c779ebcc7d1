import type { Capability, Fixture, Unjudged } from '../../schemas/types/generated.js';
import { breakdownAssertions, codeAssertions, eventAssertions } from './asserted.js';

/** What the verdict judges besides outcome, rollback, total cost and state (spec/INTERPRETING.md section 6). */
export interface JudgeScope {
  /** Checks 6 to 8 (events, absent events, event counts): only with report.events. */
  readonly events: boolean;
  /** Check 2 (the code of a rejected step): only with report.rejection-codes. */
  readonly codes: boolean;
  /** Check 4c (the cost breakdown of a play): only with report.cost-breakdown. Absent: judged. */
  readonly costBreakdown?: boolean;
}

/** Everything judged: the scope of an adapter that reports events and codes. */
export const FULL_SCOPE: JudgeScope = { events: true, codes: true, costBreakdown: true };

/** What the verdict judges for an adapter with these capabilities. */
export function scopeOf(capabilities: Iterable<Capability>): JudgeScope {
  // A set (effectiveCapabilities gives one per implementation) is read as it is, not copied for every fixture.
  const held: ReadonlySet<Capability> = capabilities instanceof Set ? capabilities : new Set(capabilities);
  return {
    events: held.has('report.events'),
    codes: held.has('report.rejection-codes'),
    costBreakdown: held.has('report.cost-breakdown'),
  };
}

/** The parts of a fixture's expectation a scope leaves unjudged, in `then` order: events first, then codes, then cost breakdowns. */
export function unjudgedParts(fixture: Fixture, scope: JudgeScope): Unjudged[] {
  const events = scope.events ? [] : eventAssertions(fixture).map((at) => ({ part: 'events' as const, ...at }));
  const codes = scope.codes ? [] : codeAssertions(fixture).map((at) => ({ part: 'code' as const, ...at }));
  const breakdowns =
    scope.costBreakdown === false
      ? breakdownAssertions(fixture).map((at) => ({ part: 'cost-breakdown' as const, ...at }))
      : [];
  return [...events, ...codes, ...breakdowns];
}
