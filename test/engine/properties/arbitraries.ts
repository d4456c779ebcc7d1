import fc from 'fast-check';
import type {
  Action,
  ChainItem,
  Decision,
  Domain,
  Effect,
  PaymentStep,
  Player,
  State,
} from '../../../schemas/types/generated.js';
import { CATALOGUE } from '../support/catalogue.js';

/** Random but schema-valid states and actions for property tests: IDs unique across the state. */

const DOMAINS: Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];
const CARD_IDS = CATALOGUE.map((card) => card.id);
const SPELLS = CATALOGUE.filter((card) => card.type === 'spell').map((card) => card.id);
const PHASES = ['beginning', 'channel', 'draw', 'main', 'end'] as const;
const OPTIONS = ['accelerate', 'repeat', 'discard-for-discount', 'deflect', 'bogus'];

const domain = fc.constantFrom(...DOMAINS);
const cardId = fc.constantFrom(...CARD_IDS);
const small = fc.integer({ min: 0, max: 3 });

const pool = fc.record({
  energy: fc.integer({ min: 0, max: 5 }),
  power: fc.dictionary(domain, fc.integer({ min: 0, max: 2 }), { maxKeys: 3 }),
  universal: fc.integer({ min: 0, max: 1 }),
});

/** A player's zones, with IDs prefixed by the player's ID. */
function side(player: string) {
  return fc
    .record({
      hand: fc.array(cardId, { maxLength: 4 }),
      trash: fc.array(cardId, { maxLength: 3 }),
      base: fc.array(fc.tuple(cardId, fc.boolean()), { maxLength: 3 }),
      battlefield: fc.array(fc.tuple(cardId, fc.boolean()), { maxLength: 2 }),
      mainDeck: fc.array(cardId, { maxLength: 3 }),
      runeDeck: fc.array(domain, { maxLength: 3 }),
      runes: fc.array(fc.tuple(domain, fc.boolean()), { maxLength: 4 }),
      pool,
    })
    .map((zones): Player => {
      const id = (zone: string, i: number) => `${player}-${zone}${i}`;
      return {
        hand: zones.hand.map((card, i) => ({ id: id('h', i), card })),
        trash: zones.trash.map((card, i) => ({ id: id('t', i), card })),
        base: zones.base.map(([card, ready], i) => ({ id: id('b', i), card, ready })),
        battlefield: zones.battlefield.map(([card, ready], i) => ({ id: id('f', i), card, ready })),
        mainDeck: zones.mainDeck.map((card, i) => ({ id: id('d', i), card })),
        runeDeck: zones.runeDeck.map((d, i) => ({ id: id('k', i), domain: d })),
        runes: zones.runes.map(([d, ready], i) => ({ id: id('r', i), domain: d, ready })),
        pool: zones.pool,
      };
    });
}

/** Every instance ID a state names, plus one that exists nowhere. */
export function instanceIds(state: State): string[] {
  const ids = Object.values(state.players).flatMap((p) =>
    [p.hand, p.trash, p.base, p.battlefield, p.mainDeck, p.runeDeck, p.runes].flatMap((zone) =>
      (zone ?? []).map((entry) => entry.id),
    ),
  );
  return [...ids, ...(state.chain ?? []).map((item) => item.id), 'ghost'];
}

const decision: fc.Arbitrary<Decision> = fc.oneof(
  fc.boolean().map((recycle): Decision => ({ type: 'predict', recycle })),
  fc.constant<Decision>({ type: 'optional-payment', accept: false }),
  fc.constant<Decision>({ type: 'optional-payment', accept: true, payment: 'auto' }),
);

/** A chain item before its ID and controller are set. */
type ChainDraft = Omit<ChainItem, 'id' | 'controller'>;

function chainItems(ids: readonly string[]): fc.Arbitrary<ChainDraft[]> {
  return fc.array(
    fc
      .record({
        card: fc.constantFrom(...SPELLS),
        owner: fc.constantFrom('p1', 'p2'),
        flow: fc.option(fc.constant(0), { nil: null }),
      })
      .chain((base) =>
        fc
          .record({
            targets: fc.array(fc.constantFrom(...ids), { maxLength: 2 }),
            options: fc.subarray(['repeat']),
            decisions: fc.array(decision, { maxLength: 2 }),
          })
          .map((rest) => ({ ...base, ...rest })),
      ),
    { maxLength: 2 },
  );
}

function effects(ids: readonly string[]): fc.Arbitrary<Effect[]> {
  const scope = fc
    .record({ player: fc.constantFrom('p1', 'p2') }, { requiredKeys: ['player'] })
    .chain((s) =>
      fc
        .option(fc.constantFrom('accelerate', 'repeat', 'deflect'), { nil: undefined })
        .map((component) => (component ? { ...s, component } : s)),
    );
  const effect = fc.oneof(
    fc.record({ kind: fc.constantFrom('cost-increase' as const, 'cost-reduction' as const), scope, energy: small }),
    fc.record({ kind: fc.constant('ignore-base-cost' as const), scope }),
    fc.record({
      kind: fc.constant('ignore-base-cost' as const),
      scope,
      part: fc.constantFrom('energy' as const, 'power' as const),
    }),
    fc.record({ kind: fc.constant('ignore-all-costs' as const), scope }),
    fc.record({
      kind: fc.constant('cost-reduction' as const),
      scope,
      energy: small,
      minimum: fc.record({ energy: small }),
    }),
    fc.record({
      kind: fc.constant('grant-keyword' as const),
      card: fc.constantFrom(...ids),
      keyword: fc.constantFrom(
        { keyword: 'deflect' as const, value: 1 },
        { keyword: 'accelerate' as const },
        { keyword: 'reaction' as const },
      ),
    }),
  );
  return fc
    .array(fc.tuple(effect, fc.boolean()), { maxLength: 3 })
    .map((list) =>
      list.map(([e, expires], i) => ({ ...e, id: `e${i}`, ...(expires ? { expires: 'end-of-turn' as const } : {}) })),
    );
}

/** A complete state (every default filled in), as the harness hands it over. */
export const stateArbitrary: fc.Arbitrary<State> = fc
  .record({
    p1: side('p1'),
    p2: side('p2'),
    active: fc.constantFrom('p1', 'p2'),
    phase: fc.oneof(
      { arbitrary: fc.constantFrom(...PHASES), weight: 1 },
      { arbitrary: fc.constant('main' as const), weight: 4 },
    ),
    showdown: fc.constantFrom(false, false, false, true),
  })
  .chain(({ p1, p2, active, phase, showdown }) => {
    const partial: State = { turn: { number: 3, activePlayer: active, phase }, players: { p1, p2 } };
    const ids = instanceIds(partial);
    return fc
      .record({
        chain: fc.oneof(
          { arbitrary: fc.constant<ChainDraft[]>([]), weight: 3 },
          { arbitrary: chainItems(ids), weight: 1 },
        ),
        effects: effects(ids),
        priority: fc.constantFrom<string | null>(...Array<string>(6).fill(active), active === 'p1' ? 'p2' : 'p1', null),
        passed: fc.subarray(['p1', 'p2']),
      })
      .map(({ chain, effects: list, priority, passed }): State => ({
        turn: {
          number: 3,
          activePlayer: active,
          phase,
          priority: phase === 'main' ? priority : null,
          focus: showdown ? active : null,
          showdown,
          passed,
        },
        players: { p1, p2 },
        chain: chain.map((item, i): ChainItem => ({ ...item, id: `c${i}`, controller: item.owner })),
        effects: list,
      }));
  });

function paymentStep(ids: readonly string[]): fc.Arbitrary<PaymentStep> {
  const id = fc.constantFrom(...ids);
  return fc.oneof(
    id.map((rune): PaymentStep => ({ type: 'exhaust-rune', rune })),
    id.map((rune): PaymentStep => ({ type: 'recycle-rune', rune })),
    id.map((card): PaymentStep => ({ type: 'activate', card, ability: 'add-energy' })),
    pool.map((resources): PaymentStep => ({ type: 'spend', resources })),
    id.map((card): PaymentStep => ({ type: 'discard', card })),
    id.map((card): PaymentStep => ({ type: 'kill', card })),
    id.map((card): PaymentStep => ({ type: 'play', card })),
  );
}

/** Mostly sensible choices (the acting player holds priority, plays from their own hand), sometimes anything. */
function biased<T>(likely: readonly T[], anything: readonly T[]): fc.Arbitrary<T> {
  const all = fc.constantFrom(...anything);
  return likely.length === 0
    ? all
    : fc.oneof({ arbitrary: fc.constantFrom(...likely), weight: 4 }, { arbitrary: all, weight: 1 });
}

function cardOf(state: State, id: string) {
  const entry = Object.values(state.players)
    .flatMap((p) => [...(p.hand ?? []), ...(p.trash ?? [])])
    .find((c) => c.id === id);
  return CATALOGUE.find((card) => card.id === entry?.card);
}

function offered(state: State, id: string): string[] {
  const card = cardOf(state, id);
  const keywords = (card?.keywords ?? []).map((k) => k.keyword);
  const own = (card?.additionalCosts ?? []).filter((c) => c.optional).map((c) => c.id);
  return [...keywords.filter((k) => k === 'accelerate' || k === 'repeat'), ...own];
}

function playArbitrary(state: State, player: string, ids: readonly string[]): fc.Arbitrary<Action> {
  const side = state.players[player] ?? {};
  const onBoard = Object.values(state.players).flatMap((p) =>
    [...(p.base ?? []), ...(p.battlefield ?? [])].map((c) => c.id),
  );
  const targetable = [...onBoard, ...(state.chain ?? []).map((item) => item.id)];
  const fromTrash = (side.trash ?? [])
    .filter((c) => CATALOGUE.find((card) => card.id === c.card)?.keywords?.some((k) => k.keyword === 'flow'))
    .map((c) => c.id);
  const card = biased([...(side.hand ?? []).map((c) => c.id), ...fromTrash], ids);
  return card.chain((chosen) => {
    const slots = cardOf(state, chosen)?.targets?.length ?? 0;
    const inTrash = fromTrash.includes(chosen);
    return fc
      .record({
        options: fc.oneof(
          { arbitrary: fc.subarray(offered(state, chosen)), weight: 4 },
          { arbitrary: fc.subarray(OPTIONS, { maxLength: 2 }), weight: 1 },
        ),
        targets: fc.oneof(
          { arbitrary: fc.array(biased(targetable, ids), { minLength: slots, maxLength: slots }), weight: 4 },
          { arbitrary: fc.array(fc.constantFrom(...ids), { maxLength: 2 }), weight: 1 },
        ),
        payment: fc.oneof(
          { arbitrary: fc.constant('auto' as const), weight: 3 },
          { arbitrary: fc.array(paymentStep(ids), { maxLength: 5 }), weight: 2 },
        ),
        decisions: fc.array(decision, { maxLength: 2 }),
        flow: inTrash
          ? fc.constantFrom<number | undefined>(0, 0, 1)
          : fc.constantFrom<number | undefined>(...Array<undefined>(9).fill(undefined), 0),
      })
      .map(({ flow, ...rest }): Action => ({
        type: 'play',
        player,
        card: chosen,
        ...rest,
        ...(flow === undefined ? {} : { flow }),
      }));
  });
}

/** A random action naming the state's instances (and sometimes one that exists nowhere). */
export function actionArbitrary(state: State): fc.Arbitrary<Action> {
  const ids = instanceIds(state);
  const id = fc.constantFrom(...ids);
  const holder = state.turn.priority ?? state.turn.activePlayer;
  const player = biased([holder], ['p1', 'p2']);
  const permanents = Object.values(state.players).flatMap((p) => (p.base ?? []).map((c) => c.id));
  return fc.oneof(
    { arbitrary: player.chain((p) => playArbitrary(state, p, ids)), weight: 5 },
    {
      arbitrary: fc
        .record({ player, card: biased(permanents, ids) })
        .map((a): Action => ({ type: 'activate', ...a, ability: 'add-energy' })),
      weight: 1,
    },
    { arbitrary: player.map((p): Action => ({ type: 'pass', player: p })), weight: 2 },
    { arbitrary: player.map((p): Action => ({ type: 'advance', player: p })), weight: 1 },
    {
      arbitrary: fc
        .record({ player, card: id })
        .map((a): Action => ({ type: 'choose-optional-cost', ...a, option: 'accelerate' })),
      weight: 1,
    },
  );
}

/** A state with a few actions to apply to it in order. */
export const scenarioArbitrary = stateArbitrary.chain((state) =>
  fc.array(actionArbitrary(state), { minLength: 1, maxLength: 4 }).map((actions) => ({ state, actions })),
);
