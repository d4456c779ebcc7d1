/**
 * Toy: a small engine for a Riftbound-like game, written the way many hobby engines are, and NOT shaped like the
 * conformance contract. It is the worked example of docs/ADAPTERS.md: its adapter (adapter.ts) maps scenarios onto it.
 *
 * What makes it unlike the contract:
 * - its own names: seats by number, `home`/`front` for the board, `graveyard`, `exile`, `library`, mana, blueprints;
 * - one mutable `Game` object, moved by methods (`tapRune`, `recycleRune`, `playCard(seat, handIndex, choices)`);
 * - `playCard` works out the price and deducts it from the seat's mana itself: there are no spend steps;
 * - a refused move throws `Error('illegal move')`: no rejection codes, and no event log;
 * - a game starts at the awaken step and `startTurn()` readies, channels two runes and draws, as a real turn does.
 *
 * Deliberately partial: no Flow, no chain resolution and no priority (cast spells wait on `stack`), no Reaction timing,
 * no Add abilities, no continuous effects, no discard or kill costs, no universal power, no phases beyond `startTurn`.
 */

/** A requirement key of a price: a color, `any`, or several colors joined by `|` (sorted). */
export type PowerKey = string;

export interface Price {
  energy: number;
  power: Record<PowerKey, number>;
}

export type Aim = 'foe' | 'ally' | 'anyone' | 'spell';

/** What a card is: the engine's own card data. */
export interface Blueprint {
  code: string;
  title: string;
  kind: 'creature' | 'sorcery' | 'relic';
  colors: string[];
  price: Price;
  /** Accelerate: pay 1 energy and 1 power of its colors more, enter ready. */
  haste: boolean;
  /** The Deflect value (0 without Deflect). */
  deflect: number;
  aims: Aim[];
  sameAimTwice: boolean;
}

export interface Thing {
  uid: string;
  blueprint: Blueprint;
  owner: number;
}

export interface Permanent extends Thing {
  tapped: boolean;
}

export interface RuneStone {
  uid: string;
  color: string;
  tapped: boolean;
}

export interface Mana {
  energy: number;
  power: Record<string, number>;
}

export interface Seat {
  hand: Thing[];
  graveyard: Thing[];
  exile: Thing[];
  library: Thing[];
  home: Permanent[];
  front: Permanent[];
  runeLibrary: { uid: string; color: string }[];
  runes: RuneStone[];
  mana: Mana;
}

/** A spell cast and waiting: this engine never resolves it. */
export interface Cast {
  spell: Thing;
  caster: number;
  aims: string[];
  extras: string[];
}

export type Step = 'awaken' | 'channel' | 'draw' | 'main' | 'end';

export interface Position {
  seats: Seat[];
  turn: { seat: number; step: Step; number: number };
  stack: Cast[];
}

export interface PlayChoices {
  aims?: string[];
  hasten?: boolean;
}

function illegal(): never {
  throw new Error('illegal move');
}

function emptySeat(): Seat {
  const zones = { hand: [], graveyard: [], exile: [], library: [], home: [], front: [], runeLibrary: [], runes: [] };
  return { ...zones, mana: { energy: 0, power: {} } };
}

function add(price: Price, key: PowerKey, amount: number): void {
  if (amount > 0) price.power[key] = (price.power[key] ?? 0) + amount;
}

/** Keys a color can pay, most specific first: its own color, then joined keys holding it, then `any`. */
function rank(key: PowerKey): number {
  return key === 'any' ? 2 : key.includes('|') ? 1 : 0;
}

export class Game {
  constructor(public position: Position) {}

  /** A new game of `seats` players, at the awaken step of turn 1. */
  static newGame(seats: number): Game {
    return new Game({
      seats: Array.from({ length: seats }, emptySeat),
      turn: { seat: 0, step: 'awaken', number: 1 },
      stack: [],
    });
  }

  clone(): Game {
    return new Game(structuredClone(this.position));
  }

  seat(index: number): Seat {
    return this.position.seats[index] ?? illegal();
  }

  /** The turn flow: ready everything, channel the top two runes, draw one card, then the main step. */
  startTurn(): void {
    const seat = this.seat(this.position.turn.seat);
    for (const rune of seat.runes) rune.tapped = false;
    for (const permanent of [...seat.home, ...seat.front]) permanent.tapped = false;
    for (const rune of seat.runeLibrary.splice(0, 2)) seat.runes.push({ ...rune, tapped: false });
    const drawn = seat.library.shift();
    if (drawn) seat.hand.push(drawn);
    this.position.turn.step = 'main';
  }

  tapRune(seatIndex: number, runeIndex: number): void {
    const seat = this.seat(seatIndex);
    const rune = seat.runes[runeIndex] ?? illegal();
    if (rune.tapped) illegal();
    rune.tapped = true;
    seat.mana.energy += 1;
  }

  recycleRune(seatIndex: number, runeIndex: number): void {
    const seat = this.seat(seatIndex);
    const [rune] = seat.runes.splice(runeIndex, 1);
    if (!rune) illegal();
    seat.runeLibrary.push({ uid: rune.uid, color: rune.color });
    seat.mana.power[rune.color] = (seat.mana.power[rune.color] ?? 0) + 1;
  }

  private permanents(): { permanent: Permanent; controller: number }[] {
    return this.position.seats.flatMap((seat, controller) =>
      [...seat.home, ...seat.front].map((permanent) => ({ permanent, controller })),
    );
  }

  /** The uids a seat may aim a slot of its hand card at (a helper for interfaces). */
  legalAims(seatIndex: number, handIndex: number, slot: number): string[] {
    const aim = this.seat(seatIndex).hand[handIndex]?.blueprint.aims[slot];
    if (aim === undefined) return [];
    if (aim === 'spell') return this.position.stack.map((cast) => cast.spell.uid);
    const mine = aim === 'ally';
    return this.permanents()
      .filter(
        ({ permanent, controller }) =>
          permanent.blueprint.kind === 'creature' && (aim === 'anyone' || mine === (controller === seatIndex)),
      )
      .map(({ permanent }) => permanent.uid);
  }

  aimsOk(seatIndex: number, handIndex: number, aims: readonly string[]): boolean {
    const blueprint = this.seat(seatIndex).hand[handIndex]?.blueprint;
    if (!blueprint || aims.length !== blueprint.aims.length) return false;
    if (!blueprint.sameAimTwice && new Set(aims).size !== aims.length) return false;
    return aims.every((uid, slot) => this.legalAims(seatIndex, handIndex, slot).includes(uid));
  }

  /** The full price of playing a hand card with these choices: printed price, Accelerate, Deflect. */
  priceOf(seatIndex: number, handIndex: number, choices: PlayChoices = {}): Price {
    const blueprint = this.seat(seatIndex).hand[handIndex]?.blueprint ?? illegal();
    const price: Price = { energy: blueprint.price.energy, power: { ...blueprint.price.power } };
    if (choices.hasten === true) {
      price.energy += 1;
      add(price, blueprint.colors.length === 0 ? 'any' : [...blueprint.colors].sort().join('|'), 1);
    }
    for (const uid of choices.aims ?? []) {
      const aimed = this.permanents().find(({ permanent }) => permanent.uid === uid);
      if (aimed && aimed.controller !== seatIndex) add(price, 'any', aimed.permanent.blueprint.deflect);
    }
    return price;
  }

  /** Takes a price out of a seat's mana, or throws leaving the mana as it was. */
  private pay(seat: Seat, price: Price): void {
    const mana: Mana = { energy: seat.mana.energy - price.energy, power: { ...seat.mana.power } };
    if (mana.energy < 0) illegal();
    const keys = Object.keys(price.power).sort((a, b) => rank(a) - rank(b));
    for (const key of keys) {
      for (let owed = price.power[key] ?? 0; owed > 0; owed -= 1) {
        const colors = Object.keys(mana.power).filter((color) => (mana.power[color] ?? 0) > 0);
        const usable = colors.filter((color) => key === 'any' || key.split('|').includes(color));
        const color = usable.sort((a, b) => (mana.power[b] ?? 0) - (mana.power[a] ?? 0))[0] ?? illegal();
        mana.power[color] = (mana.power[color] ?? 0) - 1;
      }
    }
    seat.mana = mana;
  }

  /** Plays a card from hand: checks timing and aims, deducts the full price from mana, then moves the card. */
  playCard(seatIndex: number, handIndex: number, choices: PlayChoices = {}): void {
    const { turn, stack } = this.position;
    if (turn.seat !== seatIndex || turn.step !== 'main' || stack.length > 0) illegal();
    const seat = this.seat(seatIndex);
    const card = seat.hand[handIndex] ?? illegal();
    if (choices.hasten === true && !card.blueprint.haste) illegal();
    if (!this.aimsOk(seatIndex, handIndex, choices.aims ?? [])) illegal();
    this.pay(seat, this.priceOf(seatIndex, handIndex, choices));
    seat.hand.splice(handIndex, 1);
    if (card.blueprint.kind === 'sorcery') {
      const extras = choices.hasten === true ? ['accelerate'] : [];
      stack.push({ spell: card, caster: seatIndex, aims: [...(choices.aims ?? [])], extras });
    } else seat.home.push({ ...card, tapped: card.blueprint.kind === 'creature' && choices.hasten !== true });
  }
}
