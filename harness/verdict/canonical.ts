import type { ChainItem, State } from '../../schemas/types/generated.js';
// Read-only: the checks never change a state, so the defaults are filled in without copying it.
import { completeState } from './complete.js';
import { sparseAmounts } from './amounts.js';

/** Zones whose order carries no meaning: the canonical form sorts them by ID. */
export const UNORDERED_ZONES = ['hand', 'trash', 'base', 'battlefield', 'banishment', 'runes'] as const;

function byId<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function withoutDecisions(item: ChainItem): ChainItem {
  const copy = { ...item };
  delete copy.decisions;
  return copy;
}

/**
 * A state in a form where equal states are deep-equal: defaults filled, pools without zero amounts, unordered zones
 * and effects sorted by ID, and chain decisions left out (adapters need not report them).
 */
export function canonicalState(state: State): State {
  const full = completeState(state);
  const players = Object.fromEntries(
    Object.entries(full.players).map(([id, side]) => {
      const sorted = Object.fromEntries(UNORDERED_ZONES.map((zone) => [zone, byId<{ id: string }>(side[zone])]));
      return [id, { ...side, ...sorted, pool: sparseAmounts(side.pool) }];
    }),
  );
  return {
    turn: { ...full.turn, passed: [...full.turn.passed].sort() },
    players,
    chain: full.chain.map(withoutDecisions),
    effects: byId(full.effects),
  };
}

/** The path of the first difference between two JSON values, as pointer tokens; undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown): (string | number)[] | undefined {
  if (Object.is(a, b)) return undefined;
  if (
    a === null ||
    b === null ||
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const inner = firstDifference(a[i], b[i]);
      if (inner) return [i, ...inner];
    }
    return undefined;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const inner = firstDifference(left[key], right[key]);
    if (inner) return [key, ...inner];
  }
  return undefined;
}
