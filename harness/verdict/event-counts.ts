import type { Event, EventCounts } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import { matchesEvent } from './event-match.js';
import type { Divergence, VerdictCheck } from './types.js';

function findMiscount(counts: EventCounts | undefined, events: readonly Event[], at: string): Divergence | undefined {
  for (const [j, { pattern, count }] of (counts ?? []).entries()) {
    const matching = events.filter((event) => matchesEvent(pattern, event));
    if (matching.length !== count)
      return {
        code: 'verdict/event-count',
        pointer: child(at, j, 'count'),
        expected: count,
        observed: matching.length,
        data: { index: j, pattern: JSON.stringify(pattern), expected: count, observed: matching.length },
      };
  }
  return undefined;
}

/** 8. Each counted pattern matches exactly that many events, per step and then across the whole scenario. */
export const checkEventCounts: VerdictCheck = ({ fixture, steps, scope }) => {
  if (scope?.events === false) return undefined;
  for (const [i, expected] of fixture.then.steps.entries()) {
    const divergence = findMiscount(
      expected.eventCounts,
      steps[i]?.events ?? [],
      child('/then/steps', i, 'eventCounts'),
    );
    if (divergence) return divergence;
  }
  return findMiscount(
    fixture.then.eventCounts,
    steps.flatMap((step) => step.events ?? []),
    '/then/eventCounts',
  );
};
