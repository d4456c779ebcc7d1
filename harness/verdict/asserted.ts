import type { Fixture, Step } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';

/** An assertion of a fixture's `then`: the step it belongs to (none for the whole scenario) and its JSON Pointer. */
export interface Assertion {
  readonly step?: number;
  readonly pointer: string;
}

type EventFields = Pick<Step, 'events' | 'eventsMatch' | 'absentEvents' | 'eventCounts'>;

function eventsOf(asserted: EventFields, at: string, step?: number): Assertion[] {
  const where = (field: string): Assertion => ({ ...(step === undefined ? {} : { step }), pointer: child(at, field) });
  const found: Assertion[] = [];
  if (asserted.events !== undefined && (asserted.events.length > 0 || asserted.eventsMatch === 'exact'))
    found.push(where('events'));
  if ((asserted.absentEvents ?? []).length > 0) found.push(where('absentEvents'));
  if ((asserted.eventCounts ?? []).length > 0) found.push(where('eventCounts'));
  return found;
}

/** Every event assertion (`events`, `absentEvents`, `eventCounts`) of a fixture, steps first, then the scenario's. */
export function eventAssertions(fixture: Fixture): Assertion[] {
  return [
    ...fixture.then.steps.flatMap((step, i) => eventsOf(step, child('/then/steps', i), i)),
    ...eventsOf(fixture.then, '/then'),
  ];
}

/** Every expected rejection code of a fixture, one per step expected rejected. */
export function codeAssertions(fixture: Fixture): Assertion[] {
  return fixture.then.steps.flatMap((step, i) =>
    step.outcome === 'rejected' ? [{ step: i, pointer: child('/then/steps', i, 'code') }] : [],
  );
}

/** Every cost breakdown assertion of a fixture, one per step that states `costBreakdown`. */
export function breakdownAssertions(fixture: Fixture): Assertion[] {
  return fixture.then.steps.flatMap((step, i) =>
    step.costBreakdown === undefined ? [] : [{ step: i, pointer: child('/then/steps', i, 'costBreakdown') }],
  );
}

/**
 * Whether a step asserts something the harness judges for every adapter: a rejection, a total cost or a state (the
 * scenario's final state counts for the last step).
 */
export function judgesBesidesEvents(fixture: Fixture, i: number): boolean {
  const step = fixture.then.steps[i];
  if (step === undefined) return false;
  const last = i === fixture.then.steps.length - 1;
  return (
    step.outcome === 'rejected' ||
    step.totalCost !== undefined ||
    step.state !== undefined ||
    (last && fixture.then.state !== undefined)
  );
}
