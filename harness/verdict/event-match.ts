import { deepEqual } from './deep-equal.js';
import type { Event, EventPattern, EventsMatch, Resources } from '../../schemas/types/generated.js';
import { sameAmounts } from './amounts.js';

/** Event fields holding resources: compared as amounts, a missing amount read as 0. */
const AMOUNT_FIELDS = new Set(['resources', 'lost']);

/** Whether an event matches a pattern: same type, and every stated field equal. */
export function matchesEvent(pattern: EventPattern, event: Event): boolean {
  if (pattern.type !== event.type) return false;
  const observed = event as unknown as Record<string, unknown>;
  return Object.entries(pattern).every(([key, expected]) => {
    if (AMOUNT_FIELDS.has(key)) return sameAmounts(expected as Resources, observed[key] as Resources | undefined);
    return deepEqual(expected, observed[key]);
  });
}

/** The patterns matched in order with others between allowed; returns how many matched. */
function subsequence(patterns: readonly EventPattern[], events: readonly Event[]): number {
  let matched = 0;
  for (const event of events) {
    const pattern = patterns[matched];
    if (pattern === undefined) break;
    if (matchesEvent(pattern, event)) matched += 1;
  }
  return matched;
}

/** The longest run of patterns matched by consecutive events, from any start. */
function contiguous(patterns: readonly EventPattern[], events: readonly Event[]): number {
  let best = 0;
  for (let start = 0; start < events.length && best < patterns.length; start += 1) {
    let length = 0;
    while (length < patterns.length && start + length < events.length) {
      const [pattern, event] = [patterns[length], events[start + length]];
      if (pattern === undefined || event === undefined || !matchesEvent(pattern, event)) break;
      length += 1;
    }
    best = Math.max(best, length);
  }
  return best;
}

/** How many leading patterns match the events one for one. */
function exact(patterns: readonly EventPattern[], events: readonly Event[]): number {
  let matched = 0;
  while (matched < patterns.length) {
    const [pattern, event] = [patterns[matched], events[matched]];
    if (pattern === undefined || event === undefined || !matchesEvent(pattern, event)) break;
    matched += 1;
  }
  return matched;
}

/** Tries to give pattern `index` an event of its own, moving earlier patterns to other events (augmenting path). */
function augment(
  index: number,
  candidates: readonly (readonly number[])[],
  owner: (number | undefined)[],
  seen: Set<number>,
): boolean {
  for (const event of candidates[index] ?? []) {
    if (seen.has(event)) continue;
    seen.add(event);
    const holder = owner[event];
    if (holder === undefined || augment(holder, candidates, owner, seen)) {
      owner[event] = index;
      return true;
    }
  }
  return false;
}

/**
 * Each pattern matched by a distinct event, in any order: a maximum bipartite matching of patterns to events. Returns
 * how many patterns match before the first one left without an event.
 */
function unordered(patterns: readonly EventPattern[], events: readonly Event[]): number {
  const candidates = patterns.map((pattern) =>
    events.flatMap((event, index) => (matchesEvent(pattern, event) ? [index] : [])),
  );
  const owner: (number | undefined)[] = events.map(() => undefined);
  for (let index = 0; index < patterns.length; index += 1) {
    if (!augment(index, candidates, owner, new Set())) return index;
  }
  return patterns.length;
}

/**
 * Matches event patterns against events in a mode (spec/INTERPRETING.md 5.6). Returns undefined when they match, or
 * the index of the first pattern that could not be matched (the patterns' length for extra events in exact mode).
 */
export function firstUnmatched(
  patterns: readonly EventPattern[],
  events: readonly Event[],
  mode: EventsMatch,
): number | undefined {
  const matchers = { subsequence, contiguous, exact, unordered };
  const matched = matchers[mode](patterns, events);
  if (matched < patterns.length) return matched;
  if (mode === 'exact' && events.length > patterns.length) return patterns.length;
  return undefined;
}
