import type { CostBreakdown } from '../../schemas/types/generated.js';
import { addCosts, otherActions, toCost, ZERO_COST, type CostAmounts } from './amounts.js';

/** An additional cost or an increase as it joined the total: what it is, where it comes from, what it added. */
export interface AddedEntry {
  readonly kind: string;
  /** For an effect's increase: its ID. */
  readonly effect?: string;
  /** For an additional cost: its option or cost ID, or `deflect`. */
  readonly source?: string;
  /** For a Deflect entry: the chosen permanent. */
  readonly target?: string;
  /** For an increase scoped to an additional cost: that cost's ID. */
  readonly component?: string;
  readonly amount: CostAmounts;
}

/** A discount as it was applied: what it took off the total, and what the floor or its minimum stopped. */
export interface DiscountEntry {
  readonly kind: string;
  /** For an effect's discount: its ID; for an option's own discount, the option as `source`. */
  readonly effect?: string;
  readonly source?: string;
  readonly component?: string;
  readonly took: CostAmounts;
  readonly stopped: CostAmounts;
}

/** How the total was assembled (INTERPRETING 4.14): filled in by the stages as they compute it, never apart. */
export interface Breakdown {
  readonly base?: { readonly kind: string; readonly flow?: number; readonly amount: CostAmounts };
  readonly ignoredBy: readonly string[];
  readonly additional: readonly AddedEntry[];
  readonly increases: readonly AddedEntry[];
  readonly discounts: readonly DiscountEntry[];
  readonly ignoredAll: readonly string[];
}

export const EMPTY_BREAKDOWN: Breakdown = {
  ignoredBy: [],
  additional: [],
  increases: [],
  discounts: [],
  ignoredAll: [],
};

/** The sum of every power requirement of a cost. */
function powerOf(cost: CostAmounts): number {
  return Object.values(cost.power).reduce((sum, amount) => sum + amount, 0);
}

/** What applying a discount changed: `before` less `after`, amount by amount (a discount never raises one). */
export function takenOff(before: CostAmounts, after: CostAmounts): CostAmounts {
  const power: Record<string, number> = {};
  for (const [key, amount] of Object.entries(before.power)) {
    const taken = amount - (after.power[key] ?? 0);
    if (taken !== 0) power[key] = taken;
  }
  return {
    energy: before.energy - after.energy,
    power,
    discard: before.discard - after.discard,
    kill: before.kill - after.kill,
  };
}

/**
 * What a discount could not take: its amounts less what it took. Power is told apart by requirement only when the
 * discount names one; a discount naming several gets what it lost as power of any domain.
 */
export function leftOver(discount: CostAmounts, took: CostAmounts): CostAmounts {
  const keys = Object.keys(discount.power);
  const lost = powerOf(discount) - powerOf(took);
  const key = keys.length === 1 ? (keys[0] ?? 'any') : 'any';
  return {
    energy: Math.max(0, discount.energy - took.energy),
    power: lost > 0 ? { [key]: lost } : {},
    discard: Math.max(0, discount.discard - took.discard),
    kill: Math.max(0, discount.kill - took.kill),
  };
}

/** One discount's entry, from the cost before and after it (CR 356.4, 356.4.e, 356.6). */
export function discountEntry(
  from: { readonly kind: string; readonly effect?: string; readonly source?: string; readonly component?: string },
  amounts: CostAmounts,
  before: CostAmounts,
  after: CostAmounts,
): DiscountEntry {
  const took = takenOff(before, after);
  return { ...from, took, stopped: leftOver(amounts, took) };
}

/** Less one cost from another, amount by amount (may go below 0: only for checking a breakdown). */
function subtractCosts(a: CostAmounts, b: CostAmounts): CostAmounts {
  const power: Record<string, number> = { ...a.power };
  for (const [key, amount] of Object.entries(b.power)) power[key] = (power[key] ?? 0) - amount;
  const other = (key: 'exhaustFriendly' | 'returnToHand' | 'xp') => (a[key] ?? 0) - (b[key] ?? 0);
  return {
    energy: a.energy - b.energy,
    power,
    discard: a.discard - b.discard,
    kill: a.kill - b.kill,
    ...otherActions({
      exhaustFriendly: other('exhaustFriendly'),
      returnToHand: other('returnToHand'),
      xp: other('xp'),
    }),
  };
}

/**
 * What a breakdown adds up to: the base, plus every additional cost and increase, less what every discount took;
 * nothing when an effect ignores any and all costs (CR 356.5.a).
 */
export function breakdownTotal(breakdown: Breakdown): CostAmounts {
  if (breakdown.ignoredAll.length > 0) return ZERO_COST;
  const added = [...breakdown.additional, ...breakdown.increases].reduce(
    (sum, entry) => addCosts(sum, entry.amount),
    breakdown.base?.amount ?? ZERO_COST,
  );
  return breakdown.discounts.reduce((sum, entry) => subtractCosts(sum, entry.took), added);
}

function written<T extends { readonly amount: CostAmounts; readonly component?: string }>(entry: T) {
  const { component, amount, ...rest } = entry;
  return { ...rest, ...(component === undefined ? {} : { component }), amount: toCost(amount) };
}

/** The breakdown as an observation reports it (schemas/common.schema.json#/$defs/costBreakdown). */
export function toCostBreakdown(breakdown: Breakdown): CostBreakdown {
  const { base } = breakdown;
  return {
    ...(base === undefined
      ? {}
      : {
          base: {
            kind: base.kind,
            ...(base.flow === undefined ? {} : { flow: base.flow }),
            amount: toCost(base.amount),
            ignoredBy: [...breakdown.ignoredBy],
          },
        }),
    additional: breakdown.additional.map((entry) => ({ ...written(entry), source: entry.source ?? entry.kind })),
    increases: breakdown.increases.map(written),
    discounts: breakdown.discounts.map(({ took, stopped, component, ...rest }) => ({
      ...rest,
      ...(component === undefined ? {} : { component }),
      took: toCost(took),
      stopped: toCost(stopped),
    })),
    ignoredAll: [...breakdown.ignoredAll],
  };
}
