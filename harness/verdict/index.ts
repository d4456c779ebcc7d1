import type { Fixture, Observation, State } from '../../schemas/types/generated.js';
// Read-only: the checks never change a state, so the defaults are filled in without copying it.
import { completeState } from '../../schemas/types/defaults.js';
import { checkAbsentEvents } from './absent-events.js';
import { checkCode } from './code.js';
import { checkEventCounts } from './event-counts.js';
import { checkEvents } from './events.js';
import { checkOutcome } from './outcome.js';
import { checkRollback } from './rollback.js';
import { checkState } from './state.js';
import { checkTotalCost } from './total-cost.js';
import { FULL_SCOPE, type JudgeScope } from './scope.js';
import type { Divergence, VerdictCheck } from './types.js';

/** The checks of spec/INTERPRETING.md section 5, in its order: the first divergence found is the one reported. */
export const VERDICT_CHECKS: readonly VerdictCheck[] = [
  checkOutcome,
  checkCode,
  checkRollback,
  checkTotalCost,
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
): Divergence | undefined {
  const steps = observation.steps.map((step) => ({ ...step, state: completeState(step.state) }));
  for (const check of VERDICT_CHECKS) {
    const divergence = check({ fixture, given, steps, scope });
    if (divergence) return divergence;
  }
  return undefined;
}

export type { Divergence } from './types.js';
