import type { CostAmounts, RequirementKey } from './amounts.js';
import { otherActions, floorCost, fromCost } from './amounts.js';
import type { CostEffect } from './scope.js';

/** A discount (CR 356.4): what it takes off, and the minimum it may not take a resource below (CR 356.4.e). */
export interface Discount {
  /** The effect or option it comes from. */
  readonly id: string;
  readonly amounts: CostAmounts;
  readonly minimum?: CostAmounts;
}

/** The discount a `cost-reduction` effect gives. */
export function discountOf(effect: Extract<CostEffect, { kind: 'cost-reduction' }>): Discount {
  const discount = { id: effect.id, amounts: fromCost(effect) };
  return effect.minimum === undefined ? discount : { ...discount, minimum: fromCost(effect.minimum) };
}

/** How many domains a requirement accepts: 1 for one domain, more for a joined key, 6 for `any`. */
function breadth(key: RequirementKey): number {
  return key === 'any' ? 6 : key.split('|').length;
}

/**
 * The requirements an "[A] less" discount takes power off, in order: the narrowest first (one domain, then joined
 * keys, then `any`), so the requirements left are the easiest to pay (INTERPRETING 4.3, a convention: the rules let
 * it reduce a domain pip, CR 356.4.f.1, and do not say which requirement when several could be reduced).
 */
export function anyDiscountOrder(power: Readonly<Record<RequirementKey, number>>): RequirementKey[] {
  return Object.keys(power).sort((a, b) => breadth(a) - breadth(b) || a.localeCompare(b));
}

/** Takes `amount` off `current` but not below `floor` (a discount's own minimum), and never raises it. */
function lower(current: number, amount: number, floor: number): number {
  return Math.max(Math.min(current, floor), current - amount);
}

/**
 * One discount applied: each resource it names reduced on its own (cost.reduction-scope), never below 0 nor below
 * the discount's own minimum, which never raises a cost already lower (CR 356.4.e, 356.6). Power of a domain reduces
 * the requirement of that domain; power of `any` reduces any requirement, the narrowest first (CR 356.4.f.1). What a
 * discount cannot take off is lost (cost.floor-zero).
 */
// cost.reduction-scope, cost.floor-zero, cost.discount-minimum, cost.any-power-discount
export function applyOwnMinimum(cost: CostAmounts, amounts: CostAmounts, minimum?: CostAmounts): CostAmounts {
  const power: Record<string, number> = { ...cost.power };
  for (const [key, amount] of Object.entries(amounts.power)) {
    let left = amount;
    const keys = key === 'any' ? anyDiscountOrder(power) : key in power ? [key] : [];
    for (const requirement of keys) {
      const current = power[requirement] ?? 0;
      const next = lower(current, left, minimum?.power[requirement] ?? 0);
      left -= current - next;
      power[requirement] = next;
    }
  }
  return floorCost({
    energy: lower(cost.energy, amounts.energy, minimum?.energy ?? 0),
    power,
    discard: Math.max(0, cost.discard - amounts.discard),
    kill: Math.max(0, cost.kill - amounts.kill),
    // no effect of the model discounts an exhaust or a return: they pass through (INTERPRETING 4.9)
    ...otherActions(cost),
  });
}

/**
 * The discounts in the order the player applies them (CR 356.4.c.1, 356.4.d.1): those the play names in
 * `discountOrder` first, in that order, then the others in the order they come.
 */
// cost.discount-order
export function inPlayerOrder<T extends { readonly id: string }>(
  discounts: readonly T[],
  order: readonly string[],
): T[] {
  const rank = (discount: T) => {
    const index = order.indexOf(discount.id);
    return index === -1 ? order.length : index;
  };
  return discounts
    .map((discount, index) => ({ discount, index }))
    .sort((a, b) => rank(a.discount) - rank(b.discount) || a.index - b.index)
    .map(({ discount }) => discount);
}
