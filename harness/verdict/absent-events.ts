import type { Event, EventPattern } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import { matchesEvent } from './event-match.js';
import type { Divergence, VerdictCheck } from './types.js';

function findPresent(patterns: readonly EventPattern[], events: readonly Event[], at: string): Divergence | undefined {
  for (const [j, pattern] of patterns.entries()) {
    const event = events.find((candidate) => matchesEvent(pattern, candidate));
    if (event)
      return {
        code: 'verdict/absent-event',
        pointer: child(at, j),
        expected: `no event matching ${JSON.stringify(pattern)}`,
        observed: event,
        data: { index: j },
      };
  }
  return undefined;
}

/** 7. No observed event matches an absent-event pattern, per step and then across the whole scenario. */
export const checkAbsentEvents: VerdictCheck = ({ fixture, steps, scope }) => {
  if (scope?.events === false) return undefined;
  for (const [i, expected] of fixture.then.steps.entries()) {
    const divergence = findPresent(
      expected.absentEvents ?? [],
      steps[i]?.events ?? [],
      child('/then/steps', i, 'absentEvents'),
    );
    if (divergence) return divergence;
  }
  return findPresent(
    fixture.then.absentEvents ?? [],
    steps.flatMap((step) => step.events ?? []),
    '/then/absentEvents',
  );
};
