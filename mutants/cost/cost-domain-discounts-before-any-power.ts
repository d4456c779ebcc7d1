import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import type { Discount } from '../../engine/cost/discounts.js';

function isDiscount(item: { readonly id: string }): item is Discount {
  return 'amounts' in item;
}

/** A discount of power of any domain and nothing else ("[A] less"). */
function anyPowerOnly(item: { readonly id: string }): boolean {
  if (!isDiscount(item)) return false;
  const { energy, power, discard, kill } = item.amounts;
  const keys = Object.keys(power).filter((key) => (power[key] ?? 0) > 0);
  return energy === 0 && discard === 0 && kill === 0 && keys.length === 1 && keys[0] === 'any';
}

export default {
  id: 'cost-domain-discounts-before-any-power',
  rule: 'cost.order',
  description:
    'Applies every discount of a named resource before the discounts of power of any domain, whatever order the player chose: a 1-power discount of any domain scripted before a 1-Calm discount no longer takes the Calm.',
  overrides: {
    discountOrder: (discounts, order) => {
      const ordered = defaultRules.discountOrder(discounts, order);
      return [...ordered.filter((item) => !anyPowerOnly(item)), ...ordered.filter(anyPowerOnly)];
    },
  },
} satisfies Mutant;
