import { isDeepStrictEqual } from 'node:util';
import type { Event, Implementation, Observation } from '../../schemas/types/generated.js';
import { pointer } from '../text/pointer.js';
import type { Observed } from '../run/observe.js';
import { canonicalState, firstDifference } from '../verdict/canonical.js';
import { sameAmounts, sparseAmounts } from '../verdict/amounts.js';

/** What two observations of one scenario disagree on first. */
export type Aspect = 'fault' | 'outcome' | 'code' | 'total-cost' | 'state' | 'events';

/**
 * The first disagreement between the reference engine and the adapter under test on one scenario: which step, which
 * aspect, a JSON Pointer into the observation, and both sides.
 */
export interface FuzzDivergence {
  readonly step: number;
  readonly aspect: Aspect;
  readonly pointer: string;
  readonly reference: unknown;
  readonly adapter: unknown;
}

type Step = Observation['steps'][number];

/** Events with their resources read as amounts (a missing amount is 0), so that equal events are deep-equal. */
function canonicalEvents(events: readonly Event[]): unknown[] {
  return events.map((event) =>
    'resources' in event ? { ...event, resources: sparseAmounts(event.resources) } : { ...event },
  );
}

function diverge(
  step: number,
  aspect: Aspect,
  tokens: readonly (string | number)[],
  reference: unknown,
  adapter: unknown,
) {
  return { step, aspect, pointer: pointer('steps', step, ...tokens), reference, adapter };
}

function stateDivergence(i: number, reference: Step, adapter: Step): FuzzDivergence | undefined {
  const expected = canonicalState(reference.state);
  const observed = canonicalState(adapter.state);
  const at = firstDifference(expected, observed);
  if (at === undefined) return undefined;
  const read = (value: unknown): unknown =>
    at.reduce<unknown>((inner, token) => (inner as Record<string | number, unknown> | undefined)?.[token], value);
  return diverge(i, 'state', ['state', ...at], read(expected), read(observed));
}

/** The first divergence of two steps, in the order of spec/INTERPRETING.md section 5. */
function stepDivergence(i: number, reference: Step, adapter: Step, reports: Reports): FuzzDivergence | undefined {
  if (reference.outcome !== adapter.outcome)
    return diverge(i, 'outcome', ['outcome'], reference.outcome, adapter.outcome);
  if (reference.code !== adapter.code) return diverge(i, 'code', ['code'], reference.code, adapter.code);
  const costs = reports.totalCost && reference.totalCost !== undefined && adapter.totalCost !== undefined;
  if (costs && !sameAmounts(reference.totalCost, adapter.totalCost))
    return diverge(i, 'total-cost', ['totalCost'], reference.totalCost, adapter.totalCost);
  const state = stateDivergence(i, reference, adapter);
  if (state) return state;
  if (!reports.events || reference.events === undefined || adapter.events === undefined) return undefined;
  const expected = canonicalEvents(reference.events);
  const observed = canonicalEvents(adapter.events);
  return isDeepStrictEqual(expected, observed) ? undefined : diverge(i, 'events', ['events'], expected, observed);
}

/** What the adapter under test says it reports, beyond outcomes, codes and states. */
export interface Reports {
  readonly totalCost: boolean;
  readonly events: boolean;
}

/** The aspects an adapter reports, from its capabilities. */
export function reportsOf(implementation: Implementation): Reports {
  return {
    totalCost: implementation.capabilities.includes('report.total-cost'),
    events: implementation.capabilities.includes('report.events'),
  };
}

/**
 * Compares what the reference engine and the adapter observed: a fault on either side is a divergence; otherwise
 * outcome, code, total cost (when both report it), the whole state after each step, and events (when both report
 * them). Undefined when they agree.
 */
export function compareObserved(reference: Observed, adapter: Observed, reports: Reports): FuzzDivergence | undefined {
  if (reference.kind === 'skipped' || adapter.kind === 'skipped') return undefined;
  if (reference.kind === 'fault' || adapter.kind === 'fault') {
    const code = (observed: Observed) => (observed.kind === 'fault' ? observed.finding.code : 'observation');
    return { step: 0, aspect: 'fault', pointer: '', reference: code(reference), adapter: code(adapter) };
  }
  const steps = reference.observation.steps;
  for (const [i, step] of steps.entries()) {
    const other = adapter.observation.steps[i];
    const found = other ? stepDivergence(i, step, other, reports) : undefined;
    if (found) return found;
  }
  return undefined;
}
