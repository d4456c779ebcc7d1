import { deepEqual } from './deep-equal.js';
import type { PlayerPattern, State, StatePattern } from '../../schemas/types/generated.js';
import { jsonText } from '../text/json-text.js';
import { child } from '../text/pointer.js';
import { amountAt, firstAmountDifference } from './amounts.js';
import { matchCollection, type Mismatch, type ObservedItem } from './collection.js';
import type { VerdictCheck } from './types.js';

/** Zones whose order is part of the state: decks top first. The chain is ordered too, bottom first. */
const ORDERED_ZONES = new Set(['mainDeck', 'runeDeck']);

function matchPlayer(pattern: PlayerPattern, observed: State['players'][string], at: string): Mismatch | undefined {
  for (const [zone, expected] of Object.entries(pattern) as [
    keyof PlayerPattern,
    PlayerPattern[keyof PlayerPattern],
  ][]) {
    if (expected === undefined) continue;
    if (zone === 'pool') {
      const tokens = firstAmountDifference(pattern.pool, observed.pool);
      if (!tokens) continue;
      const where = child(at, 'pool', ...tokens);
      // The values at the pointer: the one amount that differs, a missing amount being 0.
      const [expectedAmount, observedAmount] = [amountAt(pattern.pool, tokens), amountAt(observed.pool, tokens)];
      return {
        pointer: where,
        expected: expectedAmount,
        observed: observedAmount,
        data: { where, detail: 'value', expected: jsonText(expectedAmount), observed: jsonText(observedAmount) },
      };
    }
    if (zone === 'xp') {
      // INTERPRETING 4.9: a player's XP, compared exactly (an observed state leaving it out has 0)
      const actual = observed.xp ?? 0;
      if (actual === expected) continue;
      const where = child(at, 'xp');
      return {
        pointer: where,
        expected,
        observed: actual,
        data: { where, detail: 'value', expected: jsonText(expected), observed: jsonText(actual) },
      };
    }
    const items = (observed[zone] ?? []) as readonly ObservedItem[];
    const mismatch = matchCollection(
      expected as Exclude<typeof expected, typeof pattern.pool | number>,
      items,
      ORDERED_ZONES.has(zone),
      child(at, zone),
    );
    if (mismatch) return mismatch;
  }
  return undefined;
}

/** Matches a partial state pattern against a completed observed state (spec/INTERPRETING.md 5.5). */
export function matchState(pattern: StatePattern, observed: State, at: string): Mismatch | undefined {
  for (const [key, expected] of Object.entries(pattern.turn ?? {})) {
    const actual = (observed.turn as unknown as Record<string, unknown>)[key];
    const where = child(at, 'turn', key);
    if (!deepEqual(expected, actual))
      return {
        pointer: where,
        expected,
        observed: actual,
        data: { where, detail: 'value', expected: jsonText(expected), observed: jsonText(actual) },
      };
  }
  for (const [player, side] of Object.entries(pattern.players ?? {})) {
    const where = child(at, 'players', player);
    const actual = observed.players[player];
    if (actual === undefined)
      return { pointer: where, expected: side, observed: undefined, data: { where, detail: 'missing-player', player } };
    const mismatch = matchPlayer(side, actual, where);
    if (mismatch) return mismatch;
  }
  if (pattern.chain !== undefined) {
    const mismatch = matchCollection(pattern.chain, observed.chain ?? [], true, child(at, 'chain'));
    if (mismatch) return mismatch;
  }
  return pattern.effects === undefined
    ? undefined
    : matchCollection(pattern.effects, observed.effects ?? [], false, child(at, 'effects'));
}

/** 5. Each step's state pattern, then the final one, holds on the observed state. */
export const checkState: VerdictCheck = ({ fixture, steps }) => {
  const patterns: [StatePattern | undefined, State | undefined, string][] = fixture.then.steps.map((step, i) => [
    step.state,
    steps[i]?.state,
    child('/then/steps', i, 'state'),
  ]);
  patterns.push([fixture.then.state, steps.at(-1)?.state, '/then/state']);
  for (const [pattern, observed, at] of patterns) {
    if (pattern === undefined || observed === undefined) continue;
    const mismatch = matchState(pattern, observed, at);
    if (mismatch) return { code: 'verdict/state', ...mismatch };
  }
  return undefined;
};
