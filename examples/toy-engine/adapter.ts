// The toy engine's adapter, the worked example of docs/ADAPTERS.md (in your project, import from 'riftbound-conformance').
// Run it: npx tsx harness/cli/bin.ts run --adapter ./examples/toy-engine/adapter.ts
import type { Adapter } from '../../harness/adapters/types.js';
import { AdapterSkipError } from '../../harness/protocol/faults.js';
import type { Domain, Play, RejectionCode, Scenario, State } from '../../schemas/types/generated.js';
import * as toy from './engine.js';

type Card = Scenario['cards'][number];
/** A refusal carries the price once the engine worked it out (a rejected payment reports its total too). */
type Outcome = { code: RejectionCode; price?: toy.Price } | { price: toy.Price; charged?: toy.Mana };
type Probe = { mana?: toy.Mana; inTurn?: boolean };

/** Gives up on the scenario: it is not applicable, with the reason in every report. */
function skip(reason: string): never {
  throw new AdapterSkipError(reason);
}

const AIMS = { 'enemy-unit': 'foe', 'friendly-unit': 'ally', unit: 'anyone', spell: 'spell' } as const;
const KINDS = { unit: 'creature', spell: 'sorcery', gear: 'relic' } as const;
const RICH = Object.fromEntries(['fury', 'calm', 'mind', 'body', 'chaos', 'order'].map((domain) => [domain, 99]));

function blueprint(card: Card): toy.Blueprint {
  const keywords = card.keywords ?? [];
  const deflect = keywords.reduce((n, k) => n + (k.keyword === 'deflect' ? (k.value ?? 1) : 0), 0);
  const price = { energy: card.cost.energy ?? 0, power: { ...card.cost.power } };
  const aims = (card.targets ?? []).map((slot) => AIMS[slot.filter]);
  const [haste, sameAimTwice] = [keywords.some((k) => k.keyword === 'accelerate'), card.sameTargetAllowed === true];
  const [code, title, kind, colors] = [card.id, card.name, KINDS[card.type], [...card.domains] as string[]] as const;
  return { code, title, kind, colors, price, haste, deflect, aims, sameAimTwice };
}

/** What this engine cannot express, found before anything runs. */
function unsupported({ given, when, cards }: Readonly<Scenario>): string | undefined {
  if ((given.chain ?? []).length + (given.effects ?? []).length > 0) return 'no chain or effects in a given state';
  if (Object.values(given.players).some((p) => (p.pool?.universal ?? 0) > 0)) return 'no universal power';
  const board = Object.values(given.players).flatMap((p) => [...(p.base ?? []), ...(p.battlefield ?? [])]);
  if (board.some((thing) => (cards.find((c) => c.id === thing.card)?.triggers ?? []).length > 0))
    return 'no triggered abilities';
  const hands = Object.values(given.players).flatMap((p) => p.hand ?? []);
  for (const action of when) {
    if (action.type !== 'play') return `no ${action.type} move (no chain, priority, phases or abilities)`;
    const card = cards.find((c) => c.id === hands.find((h) => h.id === action.card)?.card);
    if (action.flow !== undefined) return 'no Flow';
    if (card?.keywords?.some((k) => k.keyword === 'reaction')) return 'no Reaction timing';
    if ((card?.additionalCosts ?? []).some((c) => !c.optional)) return 'no discard or kill costs';
    if ((action.options ?? []).some((o) => o !== 'accelerate')) return 'no optional cost but Accelerate';
    if (action.payment === 'auto') return 'no automatic payment';
    const step = action.payment.find((s) => !['exhaust-rune', 'recycle-rune', 'spend'].includes(s.type));
    if (step) return `no ${step.type} step in a payment`;
    if (action.payment.some((s) => s.type === 'spend' && (s.resources.universal ?? 0) > 0)) return 'no universal power';
  }
  return undefined;
}

/** Seeds the engine mid-turn, straight into its position: never startTurn(), which channels runes and draws. */
function seed(given: State, cards: readonly Card[], seats: readonly string[]): toy.Game {
  const blueprints = new Map(cards.map((card) => [card.id, blueprint(card)]));
  const things = (list: readonly { id: string; card: string }[] = [], owner: number) =>
    list.map((c) => ({ uid: c.id, blueprint: blueprints.get(c.card) ?? skip(`no card ${c.card}`), owner }));
  const board = (list: readonly { id: string; card: string; ready: boolean }[] = [], owner: number) =>
    things(list, owner).map((thing, i) => ({ ...thing, tapped: list[i]?.ready === false }));
  const players = seats.map((pid, owner) => {
    const p = given.players[pid] ?? {};
    const piles = [p.hand, p.trash, p.banishment, p.mainDeck].map((list) => things(list, owner));
    const [hand = [], graveyard = [], exile = [], library = []] = piles;
    const [home = [], front = []] = [p.base, p.battlefield].map((list) => board(list, owner));
    const runeLibrary = (p.runeDeck ?? []).map((r) => ({ uid: r.id, color: r.domain }));
    const runes = (p.runes ?? []).map((r) => ({ uid: r.id, color: r.domain, tapped: !r.ready }));
    const mana = { energy: p.pool?.energy ?? 0, power: { ...p.pool?.power } };
    return { hand, graveyard, exile, library, home, front, runeLibrary, runes, mana };
  });
  const { activePlayer, phase, number } = given.turn;
  const turn = { seat: seats.indexOf(activePlayer), step: phase === 'beginning' ? 'awaken' : phase, number } as const;
  return new toy.Game({ seats: players, turn, stack: [] });
}

/** The engine's position as the contract's state; what it does not model (priority, focus, passes) is the given's. */
function observe(game: toy.Game, given: State, seats: readonly string[]): State {
  const cards = (list: toy.Thing[]) => list.map((t) => ({ id: t.uid, card: t.blueprint.code }));
  const board = (list: toy.Permanent[]) => list.map((t) => ({ id: t.uid, card: t.blueprint.code, ready: !t.tapped }));
  const players: State['players'] = {};
  game.position.seats.forEach((s, i) => {
    const piles = [s.hand, s.graveyard, s.exile, s.library].map(cards);
    const [hand = [], trash = [], banishment = [], mainDeck = []] = piles;
    const [base = [], battlefield = []] = [s.home, s.front].map(board);
    const runeDeck = s.runeLibrary.map((r) => ({ id: r.uid, domain: r.color as Domain }));
    const runes = s.runes.map((r) => ({ id: r.uid, domain: r.color as Domain, ready: !r.tapped }));
    const pool = { energy: s.mana.energy, power: { ...s.mana.power } };
    players[seats[i] ?? ''] = { hand, trash, banishment, mainDeck, base, battlefield, runeDeck, runes, pool };
  });
  const chain = game.position.stack.map(({ spell, caster, aims, extras }) => {
    const [owner = '', controller = ''] = [seats[spell.owner], seats[caster]];
    const [id, card, targets, options] = [spell.uid, spell.blueprint.code, [...aims], [...extras]];
    return { id, card, owner, controller, targets, flow: null, options };
  });
  return { turn: { ...given.turn }, players, chain, effects: [] };
}

/** Whether the engine accepts the play on a copy of the game holding this mana (the engine's own pool untouched). */
function accepts(game: toy.Game, seat: number, hand: number, choices: toy.PlayChoices, probe: Probe = {}): boolean {
  const { mana, inTurn = false } = probe;
  const copy = game.clone();
  if (mana) copy.seat(seat).mana = mana;
  if (inTurn) copy.position = { ...copy.position, turn: { ...copy.position.turn, seat, step: 'main' }, stack: [] };
  try {
    copy.playCard(seat, hand, choices);
    return true;
  } catch {
    return false;
  }
}

/** Why the engine refused a play with all the mana it could want: it only says "illegal move", so ask it again. */
function refusal(game: toy.Game, seat: number, hand: number, choices: toy.PlayChoices): RejectionCode {
  const rich = { energy: 99, power: RICH };
  const pick = (legal: string[], slot: number) => legal[Math.min(slot, legal.length - 1)] ?? ''; // distinct if it can
  const aims = (choices.aims ?? []).map((_, slot) => pick(game.legalAims(seat, hand, slot), slot));
  const legal = { ...choices, aims: game.aimsOk(seat, hand, aims) ? aims : (choices.aims ?? []) };
  if (
    !accepts(game, seat, hand, legal, { mana: rich }) &&
    accepts(game, seat, hand, legal, { mana: rich, inTurn: true })
  )
    return 'timing/not-allowed';
  if (!game.aimsOk(seat, hand, choices.aims ?? [])) return 'target/illegal';
  if (choices.hasten === true && game.seat(seat).hand[hand]?.blueprint.haste !== true) return 'cost/unknown-option';
  return skip('the engine refused the play for a reason its probes cannot name');
}

/** One play: rune steps as engine moves, spends set aside, then the engine deducts its total from exactly those. */
function play(game: toy.Game, action: Play, seats: readonly string[]): Outcome {
  const seat = seats.indexOf(action.player);
  if (seat < 0) return { code: 'action/unknown-reference' };
  const holds = (s: toy.Seat) =>
    [s.hand, s.graveyard, s.exile, s.library, s.home, s.front].some((zone) => zone.some((t) => t.uid === action.card));
  const where = game.position.seats.findIndex(holds);
  const hand = game.seat(seat).hand.findIndex((t) => t.uid === action.card);
  const elsewhere = where === seat ? 'play/not-from-zone' : 'action/not-your-card';
  if (hand < 0) return { code: where < 0 ? 'action/unknown-reference' : elsewhere };
  const choices = { aims: [...(action.targets ?? [])], hasten: (action.options ?? []).includes('accelerate') };
  if (!accepts(game, seat, hand, choices, { mana: { energy: 99, power: RICH } }))
    return { code: refusal(game, seat, hand, choices) };
  const price = game.priceOf(seat, hand, choices);
  const spent: toy.Mana = { energy: 0, power: {} };
  for (const step of action.payment === 'auto' ? [] : action.payment) {
    const { mana } = game.seat(seat);
    if (step.type === 'spend') {
      spent.energy += step.resources.energy ?? 0;
      for (const [d, n] of Object.entries(step.resources.power ?? {})) spent.power[d] = (spent.power[d] ?? 0) + n;
      const short =
        spent.energy > mana.energy || Object.entries(spent.power).some(([d, n]) => n > (mana.power[d] ?? 0));
      if (short) return { code: 'payment/pool-insufficient', price };
    } else if (step.type === 'exhaust-rune' || step.type === 'recycle-rune') {
      const owner = game.position.seats.findIndex((s) => s.runes.some((r) => r.uid === step.rune));
      if (owner !== seat) return { code: owner < 0 ? 'action/unknown-reference' : 'action/not-your-card', price };
      const index = game.seat(seat).runes.findIndex((r) => r.uid === step.rune);
      if (step.type === 'recycle-rune') game.recycleRune(seat, index);
      else if (game.seat(seat).runes[index]?.tapped === true) return { code: 'payment/rune-exhausted', price };
      else game.tapRune(seat, index);
    }
  }
  const { mana } = game.seat(seat);
  const aside: toy.Mana = { energy: mana.energy - spent.energy, power: { ...mana.power } };
  for (const [d, n] of Object.entries(spent.power)) aside.power[d] = (aside.power[d] ?? 0) - n;
  if (!accepts(game, seat, hand, choices, { mana: spent })) {
    const powerShort = accepts(game, seat, hand, choices, { mana: { energy: spent.energy, power: RICH } });
    return { code: powerShort ? 'payment/insufficient-power' : 'payment/insufficient-energy', price };
  }
  game.seat(seat).mana = spent;
  game.playCard(seat, hand, choices);
  const after = game.seat(seat).mana; // the engine deducted its total from the spends; put the rest of the pool back
  // What it took, for the harness to judge against the spends (an undercharge is a fail, not a skip).
  const charged = { energy: spent.energy - after.energy, power: { ...spent.power } };
  for (const [d, n] of Object.entries(after.power)) charged.power[d] = (charged.power[d] ?? 0) - n;
  after.energy += aside.energy;
  for (const [d, n] of Object.entries(aside.power)) after.power[d] = (after.power[d] ?? 0) + n;
  return { price, charged };
}

export default {
  describe: () => ({
    name: 'toy-engine',
    version: '0.1.0',
    language: 'TypeScript',
    capabilities: [
      'cards.synthetic',
      'keyword.accelerate',
      'keyword.deflect',
      'report.rejection-codes',
      'report.total-cost',
    ],
  }),
  run(scenario) {
    const reason = unsupported(scenario);
    if (reason !== undefined) skip(reason);
    const seats = Object.keys(scenario.given.players).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
    let game = seed(scenario.given, scenario.cards, seats);
    const steps = scenario.when.map((action) => {
      const before = game.clone();
      const outcome = play(game, action as Play, seats);
      if ('code' in outcome) game = before; // a refused step is one step: undo the rune moves made for it
      const state = observe(game, scenario.given, seats);
      const totalCost = outcome.price && { totalCost: { ...outcome.price } };
      if ('code' in outcome) return { outcome: 'rejected' as const, code: outcome.code, ...totalCost, state };
      const charged = 'charged' in outcome ? { charged: outcome.charged } : {};
      return { outcome: 'accepted' as const, totalCost: { ...outcome.price }, ...charged, state };
    });
    return { steps };
  },
} satisfies Adapter;
