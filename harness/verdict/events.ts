import type { Event, EventPattern, EventsMatch } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import { firstUnmatched } from './event-match.js';
import type { Divergence, VerdictCheck } from './types.js';

function matchList(
  patterns: readonly EventPattern[],
  events: readonly Event[],
  mode: EventsMatch,
  at: string,
): Divergence | undefined {
  const index = firstUnmatched(patterns, events, mode);
  if (index === undefined) return undefined;
  return {
    code: 'verdict/events',
    pointer: index < patterns.length ? child(at, index) : at,
    expected: patterns,
    observed: events,
    data: { mode, index, extra: index >= patterns.length },
  };
}

/** 6. Each step's events, then the scenario's events (every step's events one after the other), match their patterns. */
export const checkEvents: VerdictCheck = ({ fixture, steps, scope }) => {
  if (scope?.events === false) return undefined;
  for (const [i, expected] of fixture.then.steps.entries()) {
    if (expected.events === undefined) continue;
    const divergence = matchList(
      expected.events,
      steps[i]?.events ?? [],
      expected.eventsMatch ?? 'subsequence',
      child('/then/steps', i, 'events'),
    );
    if (divergence) return divergence;
  }
  const { events, eventsMatch } = fixture.then;
  if (events === undefined) return undefined;
  return matchList(
    events,
    steps.flatMap((step) => step.events ?? []),
    eventsMatch ?? 'subsequence',
    '/then/events',
  );
};
