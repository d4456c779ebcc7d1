import type {
  Card,
  ChainItem,
  CardPlayedEvent,
  DeckRune,
  Effect,
  FacedownCard,
  Event,
  Permanent,
  Phase,
  PlayerId,
  RejectionCode,
  Resources,
  Rune,
  Scenario,
} from '../../schemas/types/generated.js';

/** Makes every property and array of T readonly, all the way down. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/** A card's behaviour as data, from the catalogue (schemas/card.schema.json). */
export type CardDefinition = DeepReadonly<Scenario['cards'][number]>;

/** The card catalogue of a scenario, by card ID. */
export type CardIndex = ReadonlyMap<string, CardDefinition>;

/** The turn with every default filled in (spec/INTERPRETING.md section 3). */
export interface TurnState {
  number: number;
  activePlayer: PlayerId;
  phase: Phase;
  /** The player who may act now; null outside the main phase. */
  priority: PlayerId | null;
  /** The player with focus during a showdown, or null. */
  focus: PlayerId | null;
  showdown: boolean;
  /** Players who passed in succession since the chain last changed. */
  passed: PlayerId[];
  /** Whether the chain now on the table was opened by a triggered ability (CR 340.2.a, 346.1). */
  openedByTrigger: boolean;
  /** The permanents killed this turn, with their controller, in order (CR 428.1; INTERPRETING 4.13). */
  died: { card: string; controller: PlayerId }[];
}

/** One player's side with every zone present; `pool` amounts left out are 0. */
export interface PlayerState {
  hand: Card[];
  trash: Card[];
  base: Permanent[];
  battlefield: Permanent[];
  banishment: Card[];
  /** Cards hidden facedown at the player's battlefield (CR 107.3, 811.1.b; INTERPRETING 4.11). */
  facedown: FacedownCard[];
  mainDeck: Card[];
  runeDeck: DeckRune[];
  runes: Rune[];
  pool: Resources;
  /** The player's XP (CR 729, 730; INTERPRETING 4.9). */
  xp: number;
}

interface StateShape {
  turn: TurnState;
  players: Record<PlayerId, PlayerState>;
  chain: ChainItem[];
  effects: Effect[];
}

/**
 * The engine's game state: the schema's State with every default filled in, plain, JSON-serialisable and never
 * mutated. Every card, rune and effect ID is unique across the whole state.
 */
export type GameState = DeepReadonly<StateShape>;
export type GamePlayer = DeepReadonly<PlayerState>;
export type GameChainItem = DeepReadonly<ChainItem>;
export type GameEffect = DeepReadonly<Effect>;

/** Zones of a player that hold cards (not runes). */
export type CardZone = 'hand' | 'trash' | 'base' | 'battlefield' | 'banishment' | 'mainDeck' | 'facedown';
export type BoardZone = 'base' | 'battlefield';

/**
 * Bookkeeping events the public list (spec/lists/events.schema.json) has no word for. They change the state like any
 * event but are never reported in an observation.
 */
export type InternalEvent =
  | { readonly type: 'priority-set'; readonly player: PlayerId | null }
  | { readonly type: 'passes-cleared' }
  | { readonly type: 'chain-item-set'; readonly item: GameChainItem }
  | { readonly type: 'chain-item-added'; readonly item: GameChainItem }
  | { readonly type: 'chain-item-removed'; readonly id: string };

/** Everything `decide` can emit and `evolve` can apply: the public events plus the internal ones. */
export type EngineEvent = DeepReadonly<Event> | InternalEvent;

export type PlayedFrom = CardPlayedEvent['from'];

/** A rejected action, as a value (never an exception): a code of the closed list and a sentence for people. */
export interface Rejection {
  readonly code: RejectionCode;
  readonly detail: string;
}
