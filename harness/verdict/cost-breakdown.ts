import type { CostBreakdown } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import { sameAmounts } from './amounts.js';
import type { VerdictCheck } from './types.js';

type Entry = Readonly<Record<string, unknown>>;
type ListField = 'additional' | 'increases' | 'discounts';

/** The fields of an entry that hold a cost, compared as amounts (a missing amount read as 0). */
const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['amount', 'took', 'stopped']);

/** The lists matched in the order they are stated: only the discounts, whose order is the order they were applied. */
const ORDERED: ReadonlySet<ListField> = new Set(['discounts']);

function sameValue(key: string, expected: unknown, observed: unknown): boolean {
  if (AMOUNT_FIELDS.has(key)) return sameAmounts(expected as never, observed as never);
  return JSON.stringify(expected) === JSON.stringify(observed);
}

/** Whether an observed entry matches a pattern: every field the pattern states is equal. */
export function entryMatches(pattern: Entry, observed: Entry | undefined): boolean {
  if (observed === undefined) return false;
  return Object.entries(pattern).every(([key, value]) => sameValue(key, value, observed[key]));
}

/** Each pattern matched to a distinct entry, in any order: the index of the first pattern left without one. */
function firstUnmatchedUnordered(patterns: readonly Entry[], observed: readonly Entry[]): number | undefined {
  const taken = new Set<number>();
  const assign = (i: number): boolean => {
    if (i === patterns.length) return true;
    for (const [j, entry] of observed.entries()) {
      if (taken.has(j) || !entryMatches(patterns[i] ?? {}, entry)) continue;
      taken.add(j);
      if (assign(i + 1)) return true;
      taken.delete(j);
    }
    return false;
  };
  if (assign(0)) return undefined;
  const greedy = new Set<number>();
  for (const [i, pattern] of patterns.entries()) {
    const j = observed.findIndex((entry, k) => !greedy.has(k) && entryMatches(pattern, entry));
    if (j === -1) return i;
    greedy.add(j);
  }
  return 0;
}

/** The first place a list differs: a pattern matched by no entry, or, all matched, the length (an extra entry). */
function listDifference(field: ListField, patterns: readonly Entry[], observed: readonly Entry[]): number | undefined {
  const unmatched = ORDERED.has(field)
    ? patterns.findIndex((pattern, i) => !entryMatches(pattern, observed[i]))
    : firstUnmatchedUnordered(patterns, observed);
  if (unmatched !== undefined && unmatched !== -1) return unmatched;
  return observed.length === patterns.length ? undefined : patterns.length;
}

/** The first field of a breakdown pattern the observed breakdown does not match, as pointer tokens. */
export function breakdownDifference(
  expected: CostBreakdown,
  observed: CostBreakdown | undefined,
): (string | number)[] | undefined {
  if (observed === undefined) return [];
  if (
    expected.base !== undefined &&
    !entryMatches(expected.base as unknown as Entry, observed.base as unknown as Entry | undefined)
  )
    return ['base'];
  for (const field of ['additional', 'increases', 'discounts'] as const) {
    const patterns = expected[field];
    if (patterns === undefined) continue;
    const index = listDifference(field, patterns as unknown as Entry[], (observed[field] ?? []) as unknown as Entry[]);
    if (index !== undefined) return [field, index];
  }
  const ignored = expected.ignoredAll;
  if (ignored === undefined) return undefined;
  const seen = [...(observed.ignoredAll ?? [])].sort();
  return JSON.stringify([...ignored].sort()) === JSON.stringify(seen) ? undefined : ['ignoredAll'];
}

/**
 * 4c. The observed cost breakdown matches the step's pattern (spec/INTERPRETING.md 4.14), for an adapter that
 * declares report.cost-breakdown.
 */
export const checkCostBreakdown: VerdictCheck = ({ fixture, steps, scope }) => {
  if (scope?.costBreakdown === false) return undefined;
  for (const [i, expected] of fixture.then.steps.entries()) {
    if (expected.costBreakdown === undefined) continue;
    const observed = steps[i]?.costBreakdown;
    const tokens = breakdownDifference(expected.costBreakdown, observed);
    if (tokens === undefined) continue;
    return {
      code: 'verdict/cost-breakdown',
      pointer: child(child('/then/steps', i, 'costBreakdown'), ...tokens),
      expected: expected.costBreakdown,
      observed,
      data: { step: i, where: tokens.join('/') || 'costBreakdown', missing: observed === undefined },
    };
  }
  return undefined;
};
