import type { Capability, Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { child } from '../text/pointer.js';
import { eventAssertions, judgesBesidesEvents } from '../verdict/asserted.js';
import { chainUses } from './chain-uses.js';
import { queryPoints } from '../verdict/queries.js';
import { effectUses } from './effect-uses.js';
import { featureUses, type CapabilityUse } from './feature-uses.js';
import { hiddenUses } from './hidden-uses.js';
import { cardReferences, givenInstances, paidRepeats, payments } from './walk.js';
import { keywordAbilityOf } from './keyword-abilities.js';

export type { CapabilityUse, UseReason } from './feature-uses.js';

const KEYWORD_CAPABILITY: Readonly<Record<string, Capability>> = {
  accelerate: 'keyword.accelerate',
  deflect: 'keyword.deflect',
  repeat: 'keyword.repeat.cost',
  flow: 'keyword.flow',
  equip: 'keyword.equip',
  empower: 'keyword.empower',
};

/**
 * Events are required only where they are a fixture's point: a step that asserts events and nothing else judged for
 * every adapter, or scenario-wide event assertions in a fixture that judges nothing else. Codes are required where a
 * fixture tells two rejections apart: its steps expect two different codes.
 */
function expectationUses(fixture: Fixture): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const judgesAnyStep = fixture.then.steps.some((_, i) => judgesBesidesEvents(fixture, i));
  for (const { step, pointer } of eventAssertions(fixture)) {
    const point = step === undefined ? !judgesAnyStep : !judgesBesidesEvents(fixture, step);
    if (point) uses.push({ capability: 'report.events', pointer, reason: 'asserts-only-events' });
  }
  const codes = new Set<string>();
  fixture.then.steps.forEach((step, i) => {
    const at = child('/then/steps', i);
    if (step.costBreakdown !== undefined && !judgesBesidesEvents(fixture, i))
      uses.push({
        capability: 'report.cost-breakdown',
        pointer: child(at, 'costBreakdown'),
        reason: 'asserts-only-cost-breakdown',
      });
    if (step.totalCost !== undefined)
      uses.push({ capability: 'report.total-cost', pointer: child(at, 'totalCost'), reason: 'asserts-total-cost' });
    if (step.outcome !== 'rejected' || step.code === undefined) return;
    codes.add(step.code);
    if (codes.size > 1)
      uses.push({ capability: 'report.rejection-codes', pointer: child(at, 'code'), reason: 'distinguishes-codes' });
  });
  return uses;
}

function keywordUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const keyword = (name: string | undefined, pointer: string): void => {
    const capability = KEYWORD_CAPABILITY[/^repeat-[0-9]+$/.test(name ?? '') ? 'repeat' : (name ?? '')];
    if (capability) uses.push({ capability, pointer, reason: 'uses-keyword' });
  };
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const targets = (ids: readonly string[], at: string): void => {
    ids.forEach((id, t) => {
      const printed = cards.get(cardOf.get(id) ?? '')?.keywords ?? [];
      if (printed.some((k) => k.keyword === 'deflect')) keyword('deflect', child(at, t));
    });
  };
  fixture.when.forEach((action, i) => {
    const at = child('/when', i);
    if (action.type === 'play') {
      (action.options ?? []).forEach((option, j) => {
        keyword(option, child(at, 'options', j));
      });
      if (action.flow !== undefined) keyword('flow', child(at, 'flow'));
      targets(action.targets ?? [], child(at, 'targets'));
      (action.repeatTargets ?? []).forEach((list, r) => {
        targets(list, child(at, 'repeatTargets', r));
      });
      (action.decisions ?? []).forEach((decision, j) => {
        if (decision.type === 'new-targets') targets(decision.targets, child(at, 'decisions', j, 'targets'));
      });
    } else if (action.type === 'activate') {
      targets(action.targets ?? [], child(at, 'targets'));
      // INTERPRETING 4.12: activating an Equip or Empower instance
      keyword(keywordAbilityOf(action.ability)?.keyword, child(at, 'ability'));
    } else if (action.type === 'choose-optional-cost') keyword(action.option, child(at, 'option'));
  });
  (fixture.given.chain ?? []).forEach((item, k) => {
    const at = child('/given/chain', k);
    if (item.flow !== null) keyword('flow', child(at, 'flow'));
    item.options.forEach((option, j) => {
      keyword(option, child(at, 'options', j));
    });
    targets(item.targets, child(at, 'targets'));
    (item.repeatTargets ?? []).forEach((list, r) => {
      targets(list, child(at, 'repeatTargets', r));
    });
  });
  (fixture.given.effects ?? []).forEach((effect, k) => {
    const at = child('/given/effects', k);
    if (effect.kind === 'grant-keyword') keyword(effect.keyword.keyword, child(at, 'keyword'));
    else if (effect.scope.component !== undefined) keyword(effect.scope.component, child(at, 'scope', 'component'));
  });
  // INTERPRETING 4.12: a permanent stated empowered or attached in given
  Object.entries(fixture.given.players).forEach(([id, side]) => {
    (['base', 'battlefield'] as const).forEach((zone) => {
      (side[zone] ?? []).forEach((item, k) => {
        if (item.empowered === true) keyword('empower', child('/given/players', id, zone, k, 'empowered'));
        if (item.attachedTo !== undefined) keyword('equip', child('/given/players', id, zone, k, 'attachedTo'));
      });
    });
  });
  return uses;
}

/**
 * A permanent in given with a Reaction Add ability an "auto" payment could activate (CR 357.1.a): one that
 * costs an exhaust needs the permanent ready; one with no exhaust cost counts, ready or not.
 */
function hasAddPermanent(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): boolean {
  return Object.values(fixture.given.players).some((side) =>
    [...(side.base ?? []), ...(side.battlefield ?? [])].some((item) =>
      (cards.get(item.card)?.abilities ?? []).some(
        (ability) =>
          ability.reaction &&
          ability.effect.some((step) => step.do === 'add') &&
          (item.ready || ability.cost.exhaust !== true),
      ),
    ),
  );
}

/**
 * Repeat's own choices (CR 820.2.a): a paid Repeat of a spell with target slots whose additional executions choose
 * targets other than the first execution's, or leave them unchosen (the protocol then expects a refusal).
 */
function repeatTargetUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const own = (
    item: { card: string; options?: readonly string[]; targets?: readonly string[]; repeatTargets?: string[][] },
    at: string,
  ): CapabilityUse[] => {
    const repeats = paidRepeats(item.options);
    if (repeats === 0 || (cards.get(item.card)?.targets?.length ?? 0) === 0) return [];
    const first = JSON.stringify(item.targets ?? []);
    const lists = item.repeatTargets ?? [];
    const differs = lists.length < repeats || lists.some((list) => JSON.stringify(list) !== first);
    return differs ? [{ capability: 'keyword.repeat.targets', pointer: at, reason: 'chooses-repeat-targets' }] : [];
  };
  return [
    ...fixture.when.flatMap((action, i) =>
      action.type === 'play' ? own({ ...action, card: cardOf.get(action.card) ?? '' }, child('/when', i)) : [],
    ),
    ...(fixture.given.chain ?? []).flatMap((item, k) => own(item, child('/given/chain', k))),
  ];
}

function playUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const addPermanent = hasAddPermanent(fixture, cards);
  for (const { value, pointer } of payments(fixture)) {
    if (value === 'auto') {
      uses.push({ capability: 'payment.auto', pointer, reason: 'uses-auto-payment' });
      if (addPermanent) uses.push({ capability: 'payment.add-abilities', pointer, reason: 'auto-may-activate' });
    } else
      value.forEach((step, s) => {
        if (step.type === 'activate')
          uses.push({
            capability: 'payment.add-abilities',
            pointer: child(pointer, s),
            reason: 'activates-in-payment',
          });
      });
  }
  fixture.when.forEach((action, i) => {
    const at = child('/when', i);
    if (action.type !== 'advance') return;
    if (action.to === undefined) uses.push({ capability: 'turn.phases', pointer: at, reason: 'advances-turn' });
    else uses.push({ capability: `turn.advance-to.${action.to}`, pointer: at, reason: 'advances-to-named-point' });
  });
  return uses;
}

type Amounts = { readonly discard?: number; readonly kill?: number } | undefined;

function asksAction(cost: { readonly totalCost?: Amounts } | Amounts): boolean {
  const amounts = (cost && 'totalCost' in cost ? cost.totalCost : cost) as Amounts;
  return (amounts?.discard ?? 0) > 0 || (amounts?.kill ?? 0) > 0;
}

/** Whether a query's play asks a discard or a kill: its printed cost, a mandatory or chosen cost, or its Flow cost. */
function nonResource(card: CatalogueCard | undefined, options: readonly string[], flow: number | undefined): boolean {
  if (!card) return false;
  const costs = (card.additionalCosts ?? []).filter((c) => !c.optional || options.includes(c.id)).map((c) => c.cost);
  const flows = (card.keywords ?? []).filter((k) => k.keyword === 'flow');
  const flowCost = flow === undefined ? undefined : (flows[flow] as { cost?: Amounts } | undefined)?.cost;
  return [card.cost as Amounts, ...(costs as Amounts[]), flowCost].some((cost) => asksAction(cost));
}

/**
 * The queries a fixture asks (spec/INTERPRETING.md 4.8): `query.<kind>` for each, the keywords its choices use (an
 * option, Flow, a Deflect target), Flow for a `playable-cards` whose player has a Flow card in the trash, and the Add
 * abilities an automatic payer's question may use.
 */
function queryUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const addPermanent = hasAddPermanent(fixture, cards);
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const keywordsOf = (id: string) => (cards.get(cardOf.get(id) ?? '')?.keywords ?? []).map((k) => k.keyword);
  const use = (capability: Capability, pointer: string) => uses.push({ capability, pointer, reason: 'asks-query' });
  // A playable question chooses its targets itself: a permanent with Deflect on the board may price them.
  const deflectOnBoard = Object.values(fixture.given.players).some((side) =>
    [...(side.base ?? []), ...(side.battlefield ?? [])].some((item) => keywordsOf(item.id).includes('deflect')),
  );
  for (const point of queryPoints(fixture.then))
    point.queries.forEach(({ ask, answer }, j) => {
      const at = child(point.pointer, j, 'ask');
      use(`query.${ask.kind}`, at);
      if (ask.kind !== 'total-cost' && addPermanent) use('payment.add-abilities', at);
      if ((ask.kind === 'playable' || ask.kind === 'playable-cards') && deflectOnBoard) use('keyword.deflect', at);
      if (ask.kind === 'playable-cards') {
        const trash = fixture.given.players[ask.player]?.trash ?? [];
        if (trash.some((card) => keywordsOf(card.id).includes('flow'))) use('keyword.flow', at);
        return;
      }
      if (ask.flow !== undefined) use('keyword.flow', child(at, 'flow'));
      (ask.options ?? []).forEach((option, o) => {
        const name = /^repeat(-[0-9]+)?$/.test(option) ? 'repeat' : option;
        const capability = KEYWORD_CAPABILITY[name] ?? 'cost.card-options';
        use(capability, child(at, 'options', o));
      });
      if ((cards.get(cardOf.get(ask.card) ?? '')?.domains.length ?? 0) >= 2) use('cards.multi-domain', at);
      if (nonResource(cards.get(cardOf.get(ask.card) ?? ''), ask.options ?? [], ask.flow) || asksAction(answer))
        use('cost.non-resource', at);
      if (ask.kind === 'playable') return;
      [ask.targets ?? [], ...(ask.repeatTargets ?? [])].flat().forEach((id) => {
        if (keywordsOf(id).includes('deflect')) use('keyword.deflect', child(at, 'targets'));
      });
    });
  return uses;
}

/** Every use a fixture makes of a capability, as spec/INTERPRETING.md section 6 lists them, in document order per kind. */
export function capabilityUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const synthetic = cardReferences(fixture)
    .filter(({ value }) => cards.get(value)?.synthetic === true)
    .map(({ pointer }): CapabilityUse => ({ capability: 'cards.synthetic', pointer, reason: 'uses-synthetic-card' }));
  return [
    ...expectationUses(fixture),
    ...synthetic,
    ...keywordUses(fixture, cards),
    ...repeatTargetUses(fixture, cards),
    ...playUses(fixture, cards),
    ...effectUses(fixture),
    ...chainUses(fixture, cards),
    ...featureUses(fixture, cards),
    ...queryUses(fixture, cards),
    ...hiddenUses(fixture),
  ];
}
