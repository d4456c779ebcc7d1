import { deflectComponents } from '../keywords/deflect.js';
import { offeredOptions } from '../play/options.js';
import { addCosts, fromCost, ZERO_COST, type CostAmounts } from './amounts.js';
import { discountEntry, type AddedEntry, type DiscountEntry } from './breakdown.js';
import { discountOf } from './discounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type Component, type CostContext, type CostStage } from './stage.js';

/** One additional cost priced: what it adds to the total, what it was as added, and its own discounts and increases. */
export interface PricedComponent {
  readonly amounts: CostAmounts;
  readonly added: CostAmounts;
  readonly discounts: readonly DiscountEntry[];
  readonly increases: readonly AddedEntry[];
}

/** How one additional cost joins the total: from its ID and printed amount to the amount it adds. */
export type ComponentCost = (cost: CostContext, id: string, printed: CostAmounts) => PricedComponent;

/**
 * One additional cost as it is added (CR 356.4.c): "ignore the cost" where the rules extend it to this component,
 * then the discounts scoped to this component alone, in the order the player applies them (CR 356.4.c.1), never
 * below 0 and never spilling over (CR 356.6).
 */
// cost.component-reduction, cost.ignore-base, cost.discount-minimum
export function discountedComponent(cost: CostContext, id: string, printed: CostAmounts): PricedComponent {
  const { state, play } = cost;
  const { rules } = cost.context;
  let amounts = printed;
  for (const effect of effectsInScope(state, play, 'ignore-base-cost'))
    amounts = rules.applyIgnoreCost(id, amounts, effect.part);
  const own = effectsInScope(state, play, 'cost-reduction').filter((effect) => rules.effectComponent(effect) === id);
  const added = amounts;
  const discounts: DiscountEntry[] = [];
  for (const discount of rules.discountOrder(own.map(discountOf), play.discountOrder)) {
    const after = rules.reduce(amounts, discount.amounts, discount.minimum);
    discounts.push(
      discountEntry({ kind: 'effect', effect: discount.id, component: id }, discount.amounts, amounts, after),
    );
    amounts = after;
  }
  return { amounts, added, discounts, increases: [] };
}

/** The increases scoped to one component, one entry each (CR 356.3). */
export function componentIncreaseEntries({ state, play, context }: CostContext, id: string): AddedEntry[] {
  return effectsInScope(state, play, 'cost-increase')
    .filter((effect) => context.rules.effectComponent(effect) === id)
    .map((effect) => ({ kind: 'effect', effect: effect.id, component: id, amount: fromCost(effect) }));
}

/** The increases scoped to one component, added up. */
export function componentIncreases(cost: CostContext, id: string): CostAmounts {
  return componentIncreaseEntries(cost, id).reduce((sum, entry) => addCosts(sum, entry.amount), ZERO_COST);
}

/**
 * The amount of one additional cost: the component with its own discounts, then the increases scoped to it, which
 * come after every additional cost and its discounts (CR 356.3) and so are never absorbed by them. Increases only
 * add and nothing floors between stages 2 and 3, so adding them here gives the total stage 3 would.
 */
// cost.component-reduction, cost.order
export const componentCost: ComponentCost = (cost, id, printed) =>
  withIncreases(discountedComponent(cost, id, printed), componentIncreaseEntries(cost, id));

/** A priced component with the increases scoped to it added after its discounts. */
function withIncreases(priced: PricedComponent, increases: readonly AddedEntry[]): PricedComponent {
  const amounts = increases.reduce((sum, entry) => addCosts(sum, entry.amount), priced.amounts);
  return { ...priced, amounts, increases: [...priced.increases, ...increases] };
}

/** What kind of additional cost an option is (INTERPRETING 4.14): a keyword's, or a card's own option. */
export function optionKind(id: string): string {
  if (id === 'accelerate') return 'accelerate';
  return /^repeat(-[0-9]+)?$/.test(id) ? 'repeat' : 'option';
}

interface Joined {
  readonly kind: string;
  readonly source: string;
  readonly target?: string;
  readonly priced: PricedComponent;
}

/** The Deflect target of an entry, when it has one. */
function targetOf(entry: { readonly target?: string }) {
  return entry.target === undefined ? {} : { target: entry.target };
}

/** The breakdown entries of the additional costs joined to the total, in the order they were added. */
function joinedEntries(joined: readonly Joined[]) {
  return {
    additional: joined.map(({ priced, ...entry }) => ({
      kind: entry.kind,
      source: entry.source,
      ...targetOf(entry),
      amount: priced.added,
    })),
    increases: joined.flatMap(({ priced }) => priced.increases),
    discounts: joined.flatMap(({ priced }) => priced.discounts),
  };
}

/**
 * Stage 2: the additional costs, each with its own modifiers: the mandatory ones printed on the card, Deflect for each
 * choice of an opposing Deflect permanent, and every optional cost chosen. Settles which options give their benefit.
 */
// cost.order, cost.optional-commitment, cost.optional-zero-paid, deflect.per-choice, accelerate.optional-cost
export function additionalCostsWith(
  amountOf: ComponentCost,
  deflect: (cost: CostContext) => Component[] = deflectComponents,
): CostStage {
  return (cost, progress) => {
    const { rules } = cost.context;
    const price = (kind: string) => (component: Component) => ({
      kind,
      source: component.id,
      ...(component.target === undefined ? {} : { target: component.target }),
      priced: amountOf(cost, component.id, component.cost),
    });
    const mandatory = [
      ...rules.mandatoryCosts(cost.play.card).map(price('mandatory')),
      ...deflect(cost).map(price('deflect')),
    ];
    const options = offeredOptions(cost).map((option) => {
      const entry = price(optionKind(option.id))(option);
      return { ...entry, id: option.id, cost: entry.priced.amounts, chosen: cost.play.options.includes(option.id) };
    });
    const joined = [...mandatory, ...options.filter((option) => option.chosen)];
    const total = joined.reduce((sum, component) => addCosts(sum, component.priced.amounts), progress.total);
    const benefits = options.filter((option) => rules.optionBenefitApplies(option)).map((option) => option.id);
    return { ...afterStage(progress, 'additional', total, joinedEntries(joined)), benefits };
  };
}

export const additionalCostsStage: CostStage = additionalCostsWith(componentCost);
