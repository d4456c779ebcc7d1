/** Uses of the capabilities an engine may lack beside the keywords (spec/INTERPRETING.md section 6). */
import type { Capability, Cost, Fixture, Payment } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { child } from '../text/pointer.js';
import { computedDiscountUses } from './computed-discount-uses.js';
import { costVocabularyUses } from './cost-vocabulary-uses.js';
import { givenInstances, payments } from './walk.js';
import { abilityOfCard } from './keyword-abilities.js';

export type { CapabilityUse, UseReason } from './use-types.js';
import type { CapabilityUse, UseReason } from './use-types.js';

/** Option IDs that name a keyword's optional cost rather than a card's own one. */
const KEYWORD_OPTION = /^(accelerate|deflect|repeat(-[0-9]+)?)$/;

/** Payment steps after which a spend step's order shows: they add to the pool a later spend reads. */
const POOL_STEPS: ReadonlySet<string> = new Set(['exhaust-rune', 'recycle-rune', 'activate']);

/**
 * Rejection codes only a scripted spend step can cause (rejection-codes.schema.json). `payment/pool-insufficient` is
 * not one: without a pool step after a spend (spendOrderUses), a spend is short at its place exactly when the spends'
 * sum is short of the pool, which an engine that deducts its total shows too (INTERPRETING 4.4, step 2).
 */
const SPEND_CODES: ReadonlySet<string> = new Set(['payment/overpaid']);

function use(capability: Capability, pointer: string, reason: UseReason): CapabilityUse {
  return { capability, pointer, reason };
}

function asksNonResource(cost: Cost | undefined): boolean {
  return (cost?.discard ?? 0) > 0 || (cost?.kill ?? 0) > 0;
}

/** The option ID of the `n`th Repeat instance (from 0): `repeat`, then `repeat-2`, `repeat-3`... (INTERPRETING 4.2). */
function repeatOption(n: number): string {
  return n === 0 ? 'repeat' : `repeat-${n + 1}`;
}

/**
 * The cost of each Repeat instance of a card played: its printed ones first, then those granted to the instance by the
 * state's effects, in their order (INTERPRETING 4.2), so that a chosen Repeat paid by a discard uses cost.non-resource.
 */
function repeatCosts(fixture: Fixture, card: CatalogueCard, instance: string): (Cost | undefined)[] {
  const printed = (card.keywords ?? []).flatMap((k) => (k.keyword === 'repeat' ? [k.cost] : []));
  const granted = (fixture.given.effects ?? []).flatMap((effect) =>
    effect.kind === 'grant-keyword' && effect.card === instance && effect.keyword.keyword === 'repeat'
      ? [effect.keyword.cost]
      : [],
  );
  return [...printed, ...granted];
}

/** Every place under `value` where a key in `keys` holds a positive amount (or, with `pattern`, a key matches it). */
function positiveKeys(value: unknown, at: string, test: (key: string) => boolean): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = child(at, Array.isArray(value) ? Number(key) : key);
    if (test(key) && typeof inner === 'number' && inner > 0) return [here];
    return positiveKeys(inner, here, test);
  });
}

/** Discard and kill: steps that pay them, plays whose cost asks for them, effects and total costs that name them. */
function nonResourceUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  fixture.when.forEach((action, i) => {
    const card = cards.get(cardOf.get(action.type === 'play' || action.type === 'activate' ? action.card : '') ?? '');
    if (card === undefined) return;
    if (action.type === 'activate') {
      // INTERPRETING 4.9: an ability whose own cost asks for a discard or a kill
      const ability = abilityOfCard(card, action.ability);
      if (asksNonResource(ability?.cost))
        uses.push(use('cost.non-resource', child('/when', i, 'card'), 'plays-non-resource-cost'));
      return;
    }
    if (action.type !== 'play') return;
    const chosen = new Set(action.options ?? []);
    const flow =
      action.flow === undefined ? undefined : card.keywords?.filter((k) => k.keyword === 'flow')[action.flow];
    const asked =
      (action.flow === undefined && asksNonResource(card.cost)) ||
      (flow !== undefined && 'cost' in flow && asksNonResource(flow.cost)) ||
      (card.additionalCosts ?? []).some(
        (extra) => (!extra.optional || chosen.has(extra.id)) && asksNonResource(extra.cost),
      ) ||
      repeatCosts(fixture, card, action.card).some((cost, n) => chosen.has(repeatOption(n)) && asksNonResource(cost));
    if (asked) uses.push(use('cost.non-resource', child('/when', i, 'card'), 'plays-non-resource-cost'));
  });
  for (const { value, pointer } of payments(fixture)) {
    if (value === 'auto') continue;
    value.forEach((step, s) => {
      if (step.type === 'discard' || step.type === 'kill')
        uses.push(use('cost.non-resource', child(pointer, s), 'pays-non-resource'));
    });
  }
  const named = (key: string): boolean => key === 'discard' || key === 'kill';
  for (const pointer of positiveKeys(fixture.given.effects ?? [], '/given/effects', named))
    uses.push(use('cost.non-resource', pointer, 'names-non-resource'));
  fixture.then.steps.forEach((step, i) => {
    for (const pointer of positiveKeys(step.totalCost ?? {}, child('/then/steps', i, 'totalCost'), named))
      uses.push(use('cost.non-resource', pointer, 'names-non-resource'));
  });
  return uses;
}

/** A card's own optional cost, chosen in a play, a chain item or `choose-optional-cost`. */
function cardOptionUses(fixture: Fixture): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const option = (id: string, pointer: string): void => {
    if (!KEYWORD_OPTION.test(id)) uses.push(use('cost.card-options', pointer, 'chooses-card-option'));
  };
  fixture.when.forEach((action, i) => {
    if (action.type === 'play')
      (action.options ?? []).forEach((id, j) => {
        option(id, child('/when', i, 'options', j));
      });
    else if (action.type === 'choose-optional-cost') option(action.option, child('/when', i, 'option'));
  });
  (fixture.given.chain ?? []).forEach((item, k) => {
    item.options.forEach((id, j) => {
      option(id, child('/given/chain', k, 'options', j));
    });
  });
  return uses;
}

/** Universal power anywhere in given, when or then: a pool, a spend, an expected pool or event. */
function universalUses(fixture: Fixture): CapabilityUse[] {
  const universal = (key: string): boolean => key === 'universal';
  return [
    ...positiveKeys(fixture.given, '/given', universal),
    ...positiveKeys(fixture.when, '/when', universal),
    ...positiveKeys(fixture.then, '/then', universal),
  ].map((pointer) => use('power.universal', pointer, 'names-universal-power'));
}

/** A card of several domains played or on the chain, or a requirement of several domains named in a cost. */
function multiDomainUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const several = (instance: string): boolean => (cards.get(cardOf.get(instance) ?? '')?.domains.length ?? 0) > 1;
  fixture.when.forEach((action, i) => {
    if ((action.type === 'play' || action.type === 'activate') && several(action.card))
      uses.push(use('cards.multi-domain', child('/when', i, 'card'), 'uses-multi-domain-card'));
  });
  (fixture.given.chain ?? []).forEach((item, k) => {
    if (several(item.id)) uses.push(use('cards.multi-domain', child('/given/chain', k), 'uses-multi-domain-card'));
  });
  const joined = (key: string): boolean => key.includes('|');
  for (const pointer of [
    ...positiveKeys(fixture.given.effects ?? [], '/given/effects', joined),
    ...positiveKeys(fixture.then, '/then', joined),
  ])
    uses.push(use('cards.multi-domain', pointer, 'names-multi-domain-requirement'));
  return uses;
}

/** A spend followed, in the same payment, by a step that changes the pool: the order of spending shows. */
function spendOrderUses(payment: Payment, pointer: string): CapabilityUse[] {
  if (payment === 'auto') return [];
  const first = payment.findIndex((step) => step.type === 'spend');
  if (first < 0) return [];
  return payment.flatMap((step, s) =>
    s > first && POOL_STEPS.has(step.type) ? [use('payment.scripted-spend', child(pointer, s), 'orders-spends')] : [],
  );
}

/** Expected codes only a spend step causes, and payments whose order of spending shows. */
function scriptedSpendUses(fixture: Fixture): CapabilityUse[] {
  const codes = fixture.then.steps.flatMap((step, i) =>
    step.outcome === 'rejected' && SPEND_CODES.has(step.code ?? '')
      ? [use('payment.scripted-spend', child('/then/steps', i, 'code'), 'expects-spend-code')]
      : [],
  );
  return [...codes, ...payments(fixture).flatMap(({ value, pointer }) => spendOrderUses(value, pointer))];
}

/** The `activate` action (an ability activated outside a payment). */
function activateUses(fixture: Fixture): CapabilityUse[] {
  return fixture.when.flatMap((action, i) =>
    action.type === 'activate' ? [use('abilities.activate', child('/when', i), 'activates-ability')] : [],
  );
}

/** Every use of the engine-feature capabilities, by capability. */
export function featureUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  return [
    ...nonResourceUses(fixture, cards),
    ...cardOptionUses(fixture),
    ...universalUses(fixture),
    ...multiDomainUses(fixture, cards),
    ...scriptedSpendUses(fixture),
    ...activateUses(fixture),
    ...costVocabularyUses(fixture, cards),
    ...computedDiscountUses(fixture, cards),
  ];
}
