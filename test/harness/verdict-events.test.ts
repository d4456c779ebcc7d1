import { describe, expect, it } from 'vitest';
import type { Event, EventPattern, EventsMatch } from '../../schemas/types/generated.js';
import { firstUnmatched, matchesEvent } from '../../harness/verdict/event-match.js';
import { judge } from '../../harness/verdict/index.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, readTestFixture } from './helpers.js';

const events: Event[] = [
  { type: 'rune-exhausted', player: 'p1', rune: 'r1' },
  { type: 'resource-added', player: 'p1', resources: { energy: 1 } },
  { type: 'rune-exhausted', player: 'p1', rune: 'r2' },
  { type: 'resource-added', player: 'p1', resources: { energy: 1, power: { fury: 0 } } },
  { type: 'card-played', player: 'p1', card: 'lr1', from: 'hand', flow: null },
];

const r1: EventPattern = { type: 'rune-exhausted', rune: 'r1' };
const r2: EventPattern = { type: 'rune-exhausted', rune: 'r2' };
const added: EventPattern = { type: 'resource-added', resources: { energy: 1 } };
const played: EventPattern = { type: 'card-played', card: 'lr1' };

describe('event patterns', () => {
  it('match on type and the stated fields, resources as amounts', () => {
    expect(matchesEvent(r1, events[0] as Event)).toBe(true);
    expect(matchesEvent(r2, events[0] as Event)).toBe(false);
    expect(matchesEvent({ type: 'resource-added', resources: { energy: 1, universal: 0 } }, events[3] as Event)).toBe(
      true,
    );
    expect(matchesEvent({ type: 'resource-added', resources: { energy: 2 } }, events[3] as Event)).toBe(false);
  });

  it.each<[string, EventPattern[], EventsMatch, number | undefined]>([
    ['subsequence with gaps', [r1, r2, played], 'subsequence', undefined],
    ['subsequence out of order', [r2, r1], 'subsequence', 1],
    ['contiguous run', [r2, added, played], 'contiguous', undefined],
    ['contiguous broken by a gap', [r1, r2], 'contiguous', 1],
    ['exact, all of them', [r1, added, r2, added, played], 'exact', undefined],
    ['exact, a pattern short', [r1, added, r2, added], 'exact', 4],
    ['exact, a mismatch', [r1, r2], 'exact', 1],
    ['empty patterns always match', [], 'subsequence', undefined],
    ['unordered, in reverse order', [played, r2, r1], 'unordered', undefined],
    ['unordered, each pattern its own event', [added, added], 'unordered', undefined],
    ['unordered, one event cannot serve two patterns', [r1, r1], 'unordered', 1],
    [
      'unordered, a general pattern does not steal the only event of a specific one',
      [{ type: 'rune-exhausted' }, r1],
      'unordered',
      undefined,
    ],
    ['unordered, a pattern with no event', [played, { type: 'card-played', card: 'x' }], 'unordered', 1],
  ])('%s', (_name, patterns, mode, expected) => {
    expect(firstUnmatched(patterns, events, mode)).toBe(expected);
  });
});

describe('events and absent events in a verdict', () => {
  it('names the first unmatched pattern', () => {
    const fixture = readTestFixture(BASE_ID);
    const observation = recordedObservation(BASE_ID);
    observation.steps[0]?.events?.splice(6, 1);
    expect(judge(fixture, observation)).toMatchObject({ code: 'verdict/events', pointer: '/then/steps/0/events/1' });
  });

  it('reads scenario events across steps, with their own mode', () => {
    const fixture = readTestFixture(BASE_ID);
    fixture.then.events = [r1, { type: 'rune-exhausted', rune: 'r2' }];
    fixture.then.eventsMatch = 'contiguous';
    expect(judge(fixture, recordedObservation(BASE_ID))).toMatchObject({
      code: 'verdict/events',
      pointer: '/then/events/1',
      data: { mode: 'contiguous' },
    });
  });

  it('an absent event that occurs is a divergence, per step and for the scenario', () => {
    const fixture = readTestFixture(BASE_ID);
    const observation = recordedObservation(BASE_ID);
    observation.steps[0]?.events?.push({ type: 'became-ready', player: 'p1', card: 'lr1' });
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/absent-event',
      pointer: '/then/absentEvents/0',
    });
    fixture.then.steps[0] = {
      ...fixture.then.steps[0],
      outcome: 'accepted',
      absentEvents: [{ type: 'card-moved', to: 'trash' }, { type: 'became-ready' }],
    };
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/absent-event',
      pointer: '/then/steps/0/absentEvents/1',
    });
  });
});
