import { deepEqual } from './deep-equal.js';
import type { Collection, Item } from '../../schemas/types/generated.js';
import { jsonText } from '../text/json-text.js';
import { child } from '../text/pointer.js';
import type { Divergence } from './types.js';

/** An item of an observed list: anything with an ID. */
export type ObservedItem = { readonly id: string } & object;

/** A state divergence before it gets its code. */
export type Mismatch = Omit<Divergence, 'code'>;

/** Item fields compared as sets: the order of chosen options carries no meaning. */
const SET_FIELDS = new Set(['options']);

function sameField(key: string, expected: unknown, observed: unknown): boolean {
  if (SET_FIELDS.has(key) && Array.isArray(expected) && Array.isArray(observed)) {
    return deepEqual([...(expected as unknown[])].sort(), [...(observed as unknown[])].sort());
  }
  return deepEqual(expected, observed);
}

function idOf(item: Item): string {
  return typeof item === 'string' ? item : item.id;
}

/** The stated fields of an item pattern that the observed item contradicts: the first one, or undefined. */
export function matchItem(pattern: Item, observed: ObservedItem, at: string): Mismatch | undefined {
  if (typeof pattern === 'string') return undefined;
  for (const [key, expected] of Object.entries(pattern)) {
    if (key === 'id') continue;
    const actual = (observed as Record<string, unknown>)[key];
    if (!sameField(key, expected, actual)) {
      return {
        pointer: child(at, key),
        expected,
        observed: actual,
        data: { where: child(at, key), detail: 'value', expected: jsonText(expected), observed: jsonText(actual) },
      };
    }
  }
  return undefined;
}

function missing(at: string, id: string, observed: readonly ObservedItem[]): Mismatch {
  return {
    pointer: at,
    expected: id,
    observed: observed.map((item) => item.id),
    data: { where: at, detail: 'missing-item', item: id },
  };
}

function matchOrdered(pattern: readonly Item[], observed: readonly ObservedItem[], at: string): Mismatch | undefined {
  for (const [i, item] of pattern.entries()) {
    const actual = observed[i];
    const id = idOf(item);
    if (actual === undefined || actual.id !== id) {
      if (actual === undefined || !observed.some((candidate) => candidate.id === id))
        return missing(child(at, i), id, observed);
      return {
        pointer: child(at, i),
        expected: pattern.map(idOf),
        observed: observed.map((o) => o.id),
        data: { where: child(at, i), detail: 'order', expected: id, observed: actual.id },
      };
    }
    const field = matchItem(item, actual, child(at, i));
    if (field) return field;
  }
  return undefined;
}

function matchIncluded(pattern: readonly Item[], observed: readonly ObservedItem[], at: string): Mismatch | undefined {
  for (const [i, item] of pattern.entries()) {
    const actual = observed.find((candidate) => candidate.id === idOf(item));
    if (actual === undefined) return missing(child(at, i), idOf(item), observed);
    const field = matchItem(item, actual, child(at, i));
    if (field) return field;
  }
  return undefined;
}

function matchExactly(
  pattern: readonly Item[],
  observed: readonly ObservedItem[],
  ordered: boolean,
  at: string,
): Mismatch | undefined {
  const inner = ordered ? matchOrdered(pattern, observed, at) : matchIncluded(pattern, observed, at);
  if (inner) return inner;
  const expectedIds = new Set(pattern.map(idOf));
  const extra = observed.find((item) => !expectedIds.has(item.id));
  if (extra === undefined) return undefined;
  return {
    pointer: at,
    expected: pattern.map(idOf),
    observed: observed.map((item) => item.id),
    data: { where: at, detail: 'extra-item', item: extra.id },
  };
}

/**
 * Matches a list pattern (spec/INTERPRETING.md 5.5): an array holds exactly these items, in order when `ordered`;
 * an object's `includes` must be present, `excludes` absent, and `count` is the exact length.
 */
export function matchCollection(
  pattern: Collection,
  observed: readonly ObservedItem[],
  ordered: boolean,
  at: string,
): Mismatch | undefined {
  if (Array.isArray(pattern)) return matchExactly(pattern, observed, ordered, at);
  const included = matchIncluded(pattern.includes ?? [], observed, child(at, 'includes'));
  if (included) return included;
  for (const [i, id] of (pattern.excludes ?? []).entries()) {
    if (observed.some((item) => item.id === id)) {
      return {
        pointer: child(at, 'excludes', i),
        expected: `no ${id}`,
        observed: observed.map((item) => item.id),
        data: { where: child(at, 'excludes', i), detail: 'excluded-present', item: id },
      };
    }
  }
  if (pattern.count !== undefined && pattern.count !== observed.length) {
    return {
      pointer: child(at, 'count'),
      expected: pattern.count,
      observed: observed.length,
      data: { where: child(at, 'count'), detail: 'count', expected: pattern.count, observed: observed.length },
    };
  }
  return undefined;
}
