import type {
  Fixture,
  Implementation,
  Observation,
  State,
  StatePart,
  StatePattern,
} from '../../schemas/types/generated.js';
// Read-only: the checks never change a state, so the defaults are filled in without copying it.
import { completeState } from './complete.js';
import { effectiveCapabilities } from '../capabilities/aliases.js';
import { checkAbsentEvents } from './absent-events.js';
import { checkCharged, unjudgedCharges } from './charged.js';
import { checkCode } from './code.js';
import { checkCostBreakdown } from './cost-breakdown.js';
import { checkEventCounts } from './event-counts.js';
import { checkEvents } from './events.js';
import { checkOutcome } from './outcome.js';
import { checkRollback } from './rollback.js';
import { checkState } from './state.js';
import { checkTotalCost } from './total-cost.js';
import { maskState, restrictPattern, unobservedParts, type UnjudgedPart } from './observed.js';
import { partsAt, rollbackEntries, rollbackParts, stepReasons, withReasons, type StepReasons } from './step-parts.js';
import { FULL_SCOPE, scopeOf, unjudgedParts, type JudgeScope } from './scope.js';
import type { Divergence, VerdictCheck } from './types.js';

/** The checks of spec/INTERPRETING.md section 5, in its order: the first divergence found is the one reported. */
export const VERDICT_CHECKS: readonly VerdictCheck[] = [
  checkOutcome,
  checkCode,
  checkRollback,
  checkTotalCost,
  checkCostBreakdown,
  checkCharged,
  checkState,
  checkEvents,
  checkAbsentEvents,
  checkEventCounts,
];

/**
 * Judges an observation (valid, one step per `when` step) against a fixture: undefined for pass, else the first
 * divergence. Observed states are read with the defaults of section 3; `scope` leaves out what the adapter does not
 * report (section 6).
 */
export function judge(
  fixture: Fixture,
  observation: Observation,
  given: State = completeState(fixture.given),
  scope: JudgeScope = FULL_SCOPE,
  rollbackParts: readonly (readonly StatePart[])[] = [],
): Divergence | undefined {
  const steps = observation.steps.map((step) => ({ ...step, state: completeState(step.state) }));
  for (const check of VERDICT_CHECKS) {
    const divergence = check({ fixture, given, steps, scope, rollbackParts });
    if (divergence) return divergence;
  }
  return undefined;
}

/** A verdict on the observed parts of the state: the first divergence, and what was left unjudged. */
export interface ObservedVerdict {
  readonly divergence: Divergence | undefined;
  readonly unjudged: readonly UnjudgedPart[];
}

/** The fixture with its state patterns restricted to the parts observed at each step, and the entries left out. */
function restrictFixture(fixture: Fixture, unobserved: readonly StatePart[], reasons: StepReasons) {
  const unjudged: UnjudgedPart[] = [];
  const last = fixture.then.steps.length - 1;
  if (unobserved.length === 0 && reasons.every((own) => own.size === 0)) return { fixture, unjudged };
  const restrict = (pattern: StatePattern | undefined, at: string, i: number, step?: number) => {
    if (pattern === undefined) return undefined;
    const restricted = restrictPattern(pattern, partsAt(unobserved, reasons, i), at, step);
    unjudged.push(...withReasons(restricted.unjudged, unobserved, (part) => reasons[i]?.get(part)));
    return restricted.pattern;
  };
  const steps = fixture.then.steps.map((step, i) => {
    const state = restrict(step.state, `/then/steps/${i}/state`, i, i);
    return state === undefined ? step : { ...step, state };
  });
  const state = restrict(fixture.then.state, '/then/state', last);
  const then: Fixture['then'] = {
    ...fixture.then,
    steps: steps as Fixture['then']['steps'],
    ...(state === undefined ? {} : { state }),
  };
  return { fixture: { ...fixture, then }, unjudged };
}

/**
 * Judges an observation on the parts of the state the adapter observes (`observes` of its implementation; every part
 * when absent): state patterns on other parts are left out, rollback compares the observed parts only, and against
 * the adapter's own `initial` state when it reports one; events and codes are judged as its capabilities say
 * (scope.ts). Everything left out is listed as unjudged: events and codes first, then the state parts.
 */
export function judgeObserved(
  fixture: Fixture,
  observation: Observation,
  implementation: Pick<Implementation, 'observes' | 'capabilities' | 'contract'>,
): ObservedVerdict {
  const held = effectiveCapabilities(implementation);
  const scope = scopeOf(held);
  const unobserved = unobservedParts(implementation);
  const reasons = stepReasons(observation);
  const before = completeState(observation.initial ?? fixture.given);
  const restricted = restrictFixture(fixture, unobserved, reasons);
  const charges = unjudgedCharges(fixture, observation, !held.has('payment.scripted-spend'));
  const unjudged: UnjudgedPart[] = [...unjudgedParts(fixture, scope), ...charges, ...restricted.unjudged];
  const steps = observation.steps.map((step, i) => {
    if (step.outcome === 'rejected') unjudged.push(...rollbackEntries(unobserved, reasons, i));
    return { ...step, state: maskState(completeState(step.state), partsAt(unobserved, reasons, i)) };
  });
  const given = maskState(before, unobserved) as unknown as State;
  const rollback = observation.steps.map((_, i) => rollbackParts(reasons, i));
  const divergence = judge(restricted.fixture, { ...observation, steps }, given, scope, rollback);
  return { divergence, unjudged };
}

export type { Divergence } from './types.js';
export type { UnjudgedPart } from './observed.js';
