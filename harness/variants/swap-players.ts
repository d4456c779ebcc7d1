import type { Fixture, StatePattern } from '../../schemas/types/generated.js';
import { copyFixture, eventPatterns, orderedEventLists, statePatterns } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

type Swap = (player: string) => string;

function swapKeys<T>(record: Record<string, T>, swap: Swap): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([player, value]) => [swap(player), value]));
}

function swapTurn(turn: StatePattern['turn'], swap: Swap): void {
  if (turn === undefined) return;
  if (turn.activePlayer !== undefined) turn.activePlayer = swap(turn.activePlayer);
  if (typeof turn.priority === 'string') turn.priority = swap(turn.priority);
  if (typeof turn.focus === 'string') turn.focus = swap(turn.focus);
  // This turn's record of kills names who controlled each permanent (INTERPRETING 4.13).
  const record = turn as { died?: unknown };
  if (Array.isArray(record.died))
    record.died = (record.died as { controller?: unknown }[]).map((entry) =>
      typeof entry.controller === 'string' ? { ...entry, controller: swap(entry.controller) } : entry,
    );
}

function swapPattern(pattern: StatePattern, swap: Swap): void {
  swapTurn(pattern.turn, swap);
  if (pattern.players !== undefined) pattern.players = swapKeys(pattern.players, swap);
  const chain = pattern.chain;
  const items = chain === undefined ? [] : Array.isArray(chain) ? chain : (chain.includes ?? []);
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.owner !== undefined) item.owner = swap(item.owner);
    if (item.controller !== undefined) item.controller = swap(item.controller);
  }
}

/** Exchanges two players everywhere a player is named: given, when and then (patterns and event `player` fields). */
export function swapPlayers(fixture: Fixture, a: string, b: string): Fixture {
  const swap: Swap = (player) => (player === a ? b : player === b ? a : player);
  const swapped = copyFixture(fixture);
  const { given } = swapped;
  swapTurn(given.turn, swap);
  if (given.turn.passed !== undefined) given.turn.passed = given.turn.passed.map(swap);
  given.players = swapKeys(given.players, swap);
  for (const item of given.chain ?? []) {
    item.owner = swap(item.owner);
    item.controller = swap(item.controller);
  }
  for (const effect of given.effects ?? []) {
    if (effect.kind !== 'grant-keyword') effect.scope.player = swap(effect.scope.player);
  }
  for (const action of swapped.when) action.player = swap(action.player);
  for (const pattern of statePatterns(swapped)) swapPattern(pattern, swap);
  for (const pattern of eventPatterns(swapped)) {
    if ('player' in pattern) pattern.player = swap(pattern.player);
  }
  return swapped;
}

/**
 * Swaps p1 and p2 in a two-player fixture: the other player becomes active, and everything either player did or
 * owned changes hands. With two players turn order is the same cycle either way (spec/INTERPRETING.md 4.1). Not
 * applicable when an events list orders pools being emptied: that happens in numeric order of player IDs (4.6).
 */
export const swapPlayersTransform: Transform = {
  name: 'swap-players',
  apply(fixture) {
    const players = Object.keys(fixture.given.players).sort();
    if (players.join(',') !== 'p1,p2') return notApplicable('not-two-players');
    const ordersPools = orderedEventLists(fixture).some(({ patterns }) =>
      patterns.some((pattern) => pattern.type === 'pool-emptied'),
    );
    if (ordersPools) return notApplicable('ordered-pool-emptied');
    return { applicable: true, fixture: swapPlayers(fixture, 'p1', 'p2') };
  },
};
