/**
 * The situation a fixture sets up, along the dimensions of spec/lists/dimensions.schema.json: which dimension values it
 * covers, read off its given state, its steps and its expectation. Pure: tests hand it synthetic fixtures.
 *
 * Keyword values are also given per keyword (`keyword.granted:deflect`), so that a clause of a keyword's chapter
 * counts only that keyword. A fixture may add values this reading cannot see in its `dimensions` field.
 */
import type { DimensionValue, Fixture, Payment, Resources, State } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { payments } from '../lint/walk.js';
import { instanceFields } from '../variants/instance-fields.js';
import { costValues } from './situation-cost.js';
import { priorityHolder, timingAndTriggerValues } from './situation-timing.js';

/** The keywords whose chapter is a chapter of the spec. */
export const CHAPTER_KEYWORDS = ['accelerate', 'deflect', 'repeat', 'flow'] as const;
type ChapterKeyword = (typeof CHAPTER_KEYWORDS)[number];

/** A value of the list, or a keyword value qualified by its keyword. */
export type SituationValue = DimensionValue | `${DimensionValue}:${ChapterKeyword}`;

interface Permanent {
  readonly player: string;
  readonly zone: 'base' | 'battlefield';
  readonly card: string;
}

function permanents(state: State): Map<string, Permanent> {
  const found = new Map<string, Permanent>();
  for (const [player, side] of Object.entries(state.players)) {
    for (const zone of ['base', 'battlefield'] as const) {
      for (const permanent of side[zone] ?? []) found.set(permanent.id, { player, zone, card: permanent.card });
    }
  }
  return found;
}

/** Every card instance of the given state (any zone, the chain included), with its card ID. */
function cardsOf(state: State): Map<string, string> {
  const found = new Map<string, string>();
  for (const side of Object.values(state.players)) {
    for (const zone of ['hand', 'trash', 'base', 'battlefield', 'banishment', 'mainDeck'] as const) {
      for (const item of side[zone] ?? []) found.set(item.id, item.card);
    }
  }
  for (const item of state.chain ?? []) found.set(item.id, item.card);
  return found;
}

/** The instances the steps name, and the targets of the given chain: what the scenario is about. */
function referenced(fixture: Fixture): Set<string> {
  const ids = instanceFields(fixture)
    .filter(
      ({ pointer }) => pointer.startsWith('/when/') || /^\/given\/chain\/\d+\/(targets|repeatTargets)\//u.test(pointer),
    )
    .map(({ value }) => value);
  return new Set([...ids, ...(fixture.given.chain ?? []).map((item) => item.id)]);
}

function keywordValues(
  fixture: Fixture,
  cards: ReadonlyMap<string, CatalogueCard>,
  about: Set<string>,
): SituationValue[] {
  const cardOf = cardsOf(fixture.given);
  const values: SituationValue[] = [];
  for (const id of about) {
    const printed = (cards.get(cardOf.get(id) ?? '')?.keywords ?? []).map((keyword) => keyword.keyword);
    const granted = (fixture.given.effects ?? []).flatMap((effect) =>
      effect.kind === 'grant-keyword' && effect.card === id ? [effect.keyword.keyword] : [],
    );
    for (const keyword of CHAPTER_KEYWORDS) {
      const p = printed.filter((k) => k === keyword).length;
      const g = granted.filter((k) => k === keyword).length;
      if (p > 0) values.push('keyword.printed', `keyword.printed:${keyword}`);
      if (g > 0) values.push('keyword.granted', `keyword.granted:${keyword}`);
      if (p + g > 1) values.push('keyword.several', `keyword.several:${keyword}`);
    }
  }
  return values;
}

/** Who acts: the players of the steps that play or activate, and the players whose pool holds something. */
function actors(fixture: Fixture): Set<string> {
  const acting = fixture.when.flatMap((action) =>
    action.type === 'play' || action.type === 'activate' || action.type === 'choose-optional-cost'
      ? [action.player]
      : [],
  );
  const pools = Object.entries(fixture.given.players).flatMap(([player, side]) =>
    side.pool !== undefined && resourceKinds(side.pool).length > 0 ? [player] : [],
  );
  return new Set([...acting, ...pools]);
}

function resourceKinds(resources: Resources): [string, number][] {
  return [
    ['energy', resources.energy ?? 0],
    ['universal', resources.universal ?? 0],
    ...Object.entries(resources.power ?? {}).map(([domain, amount]): [string, number] => [`power.${domain}`, amount]),
  ].filter((entry): entry is [string, number] => (entry[1] as number) > 0);
}

/** Whether a scripted payment spends a kind the pool does not hold at that point, and whether it spends one it holds. */
function poolValues(fixture: Fixture, payer: string | undefined, payment: Payment): SituationValue[] {
  if (payment === 'auto') return [];
  const side = payer === undefined ? undefined : fixture.given.players[payer];
  const pool = new Map(resourceKinds(side?.pool ?? {}));
  const domains = new Map((side?.runes ?? []).map((rune) => [rune.id, rune.domain]));
  let unknown = false;
  const values: SituationValue[] = [];
  for (const step of payment) {
    if (step.type === 'exhaust-rune') pool.set('energy', (pool.get('energy') ?? 0) + 1);
    else if (step.type === 'recycle-rune') {
      const key = `power.${domains.get(step.rune) ?? ''}`;
      pool.set(key, (pool.get(key) ?? 0) + 1);
    } else if (step.type === 'activate') unknown = true;
    else if (step.type === 'spend') {
      for (const [kind, amount] of resourceKinds(step.resources)) {
        const held = pool.get(kind) ?? 0;
        if (held === 0 && !unknown) values.push('pool.lacks');
        else values.push('pool.holds');
        pool.set(kind, held - amount);
      }
    }
  }
  return values;
}

/** The payer of each payment: the player of its step, or the controller of the given chain item it resolves. */
function payerAt(fixture: Fixture, pointer: string): string | undefined {
  const step = /^\/when\/(\d+)\//u.exec(pointer);
  if (step) {
    const action = fixture.when[Number(step[1])];
    return action && 'player' in action ? action.player : undefined;
  }
  const item = /^\/given\/chain\/(\d+)\//u.exec(pointer);
  return item ? fixture.given.chain?.[Number(item[1])]?.controller : undefined;
}

/**
 * Cost modifiers that meet in one stage: increases and reductions of the same player and component, a chosen option
 * that brings its own discount (Brazen Buccaneer's) beside a general reduction, or a Deflect-scoped modifier met by
 * several Deflect choices.
 */
function stageValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): SituationValue[] {
  const groups = new Map<string, number>();
  const add = (key: string): void => {
    groups.set(key, (groups.get(key) ?? 0) + 1);
  };
  for (const effect of fixture.given.effects ?? [])
    if (effect.kind === 'cost-increase' || effect.kind === 'cost-reduction')
      add(`${effect.scope.player}|${effect.scope.component ?? ''}`);
  const cardOf = cardsOf(fixture.given);
  for (const action of fixture.when) {
    if (action.type !== 'play') continue;
    const definition = cards.get(cardOf.get(action.card) ?? '');
    for (const option of action.options ?? []) {
      const own = definition?.additionalCosts?.find((cost) => cost.id === option);
      if (own?.reduceIfPaid !== undefined) add(`${action.player}|`);
    }
    const deflectScoped = (fixture.given.effects ?? []).some(
      (effect) =>
        (effect.kind === 'cost-increase' || effect.kind === 'cost-reduction') && effect.scope.component === 'deflect',
    );
    if (deflectScoped && (action.targets ?? []).length + (action.repeatTargets ?? []).flat().length > 1)
      add(`${action.player}|deflect`);
  }
  const values: SituationValue[] = [];
  if ([...groups.values()].some((count) => count === 1)) values.push('stage.single');
  if ([...groups.values()].some((count) => count > 1)) values.push('stage.shared');
  return values;
}

/** New targets chosen for a spell on the chain that keeps options, Flow or one of its targets. */
function rechoiceValues(fixture: Fixture): SituationValue[] {
  const items = new Map<string, { targets: readonly string[]; options: readonly string[]; flow: boolean }>();
  for (const item of fixture.given.chain ?? [])
    items.set(item.id, { targets: item.targets, options: item.options, flow: item.flow !== null });
  for (const action of fixture.when)
    if (action.type === 'play')
      items.set(action.card, {
        targets: action.targets ?? [],
        options: action.options ?? [],
        flow: action.flow !== undefined,
      });
  const retargeting: { by: readonly string[]; to: readonly string[] }[] = [];
  for (const item of fixture.given.chain ?? [])
    for (const decision of item.decisions ?? [])
      if (decision.type === 'new-targets') retargeting.push({ by: item.targets, to: decision.targets });
  for (const action of fixture.when)
    if (action.type === 'play')
      for (const decision of action.decisions ?? [])
        if (decision.type === 'new-targets') retargeting.push({ by: action.targets ?? [], to: decision.targets });
  const kept = retargeting.some(({ by, to }) =>
    by.some((id) => {
      const item = items.get(id);
      return item !== undefined && (item.options.length > 0 || item.flow || item.targets.some((t) => to.includes(t)));
    }),
  );
  return kept ? ['rechoice.kept'] : [];
}

function priorityValues(fixture: Fixture): SituationValue[] {
  const values: SituationValue[] = [];
  const holder = priorityHolder(fixture.given);
  const first = fixture.when.at(0);
  for (const action of fixture.when)
    if (action.type === 'play' || action.type === 'activate') values.push('priority.holder');
  if (first && (first.type === 'play' || first.type === 'activate') && first.player !== holder)
    values.push('priority.other');
  for (const { value, pointer } of payments(fixture)) {
    const midPayment = value !== 'auto' && value.some((step) => step.type === 'activate');
    if (midPayment || pointer.includes('/decisions/')) values.push('priority.other');
  }
  return values;
}

function triggerValues(
  fixture: Fixture,
  cards: ReadonlyMap<string, CatalogueCard>,
  acting: Set<string>,
): SituationValue[] {
  const values: SituationValue[] = [];
  for (const permanent of permanents(fixture.given).values()) {
    if ((cards.get(permanent.card)?.triggers ?? []).length === 0) continue;
    values.push(acting.has(permanent.player) ? 'triggers.own' : 'triggers.other');
  }
  return values;
}

function countValues(fixture: Fixture): SituationValue[] {
  const parts = [fixture.then, ...fixture.then.steps];
  const exact = parts.some(
    (part) => part.eventCounts !== undefined || (part.events !== undefined && part.eventsMatch === 'exact'),
  );
  return exact ? ['count.exact'] : [];
}

function chainValues(fixture: Fixture): SituationValue[] {
  const plays = fixture.when.filter((action) => action.type === 'play' || action.type === 'activate').length;
  const pending =
    (fixture.given.chain ?? []).length > 0 ||
    plays > 1 ||
    payments(fixture).some(({ pointer }) => pointer.includes('/decisions/'));
  const first = fixture.when.at(0);
  const empty = (fixture.given.chain ?? []).length === 0 && first !== undefined && first.type !== 'pass';
  return [...(pending ? (['chain.pending'] as const) : []), ...(empty ? (['chain.empty'] as const) : [])];
}

/** The values the fixture declares; a keyword value holds for the keyword of whichever chapter's clause it cites. */
function declared(fixture: Fixture): SituationValue[] {
  return (fixture.dimensions ?? []).flatMap((value): SituationValue[] =>
    value.startsWith('keyword.')
      ? [value, ...CHAPTER_KEYWORDS.map((keyword) => `${value}:${keyword}` as const)]
      : [value],
  );
}

/** Every dimension value the fixture sets up (keyword values also qualified by keyword), sorted. */
export function situationValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): SituationValue[] {
  const board = permanents(fixture.given);
  const about = referenced(fixture);
  const acting = actors(fixture);
  const active = fixture.given.turn.activePlayer;
  const values: SituationValue[] = [
    ...[...about].flatMap((id): SituationValue[] => {
      const zone = board.get(id)?.zone;
      return zone === undefined ? [] : [`zone.${zone}`];
    }),
    ...keywordValues(fixture, cards, about),
    Object.keys(fixture.given.players).length > 2 ? 'players.more' : 'players.two',
    ...[...acting].map((player): SituationValue => (player === active ? 'actor.active' : 'actor.non-active')),
    ...priorityValues(fixture),
    ...triggerValues(fixture, cards, acting),
    ...stageValues(fixture, cards),
    ...costValues(fixture, cards),
    ...timingAndTriggerValues(fixture, cards),
    ...payments(fixture).flatMap(({ value, pointer }) => poolValues(fixture, payerAt(fixture, pointer), value)),
    ...payments(fixture).map(({ value }): SituationValue => (value === 'auto' ? 'payment.auto' : 'payment.scripted')),
    ...rechoiceValues(fixture),
    ...countValues(fixture),
    ...chainValues(fixture),
    ...declared(fixture),
  ];
  return [...new Set(values)].sort();
}
