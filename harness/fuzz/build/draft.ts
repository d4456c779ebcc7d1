import type {
  Card,
  ChainItem,
  DeckRune,
  Domain,
  Effect,
  Permanent,
  Player,
  Resources,
  Rune,
  State,
  Turn,
} from '../../../schemas/types/generated.js';

/** The player whose plays are generated, and their opponent; a third and fourth player are bystanders. */
export const ME = 'p1';
export const OPPONENT = 'p2';
export const BYSTANDERS = ['p3', 'p4'] as const;

/** One side of the board while a scenario is being built. */
export interface DraftSide {
  readonly hand: Card[];
  readonly trash: Card[];
  readonly base: Permanent[];
  readonly battlefield: Permanent[];
  readonly runes: Rune[];
  readonly mainDeck: Card[];
  readonly runeDeck: DeckRune[];
  readonly pool: { energy: number; power: Partial<Record<Domain, number>>; universal: number };
}

/** A state being built: mutable, with a counter per ID prefix so that instance IDs are unique and predictable. */
export interface Draft {
  readonly turn: Turn;
  /** Every player in turn order: p1 and p2, then the bystanders. */
  readonly players: Readonly<Record<typeof ME | typeof OPPONENT, DraftSide>> & Readonly<Record<string, DraftSide>>;
  readonly effects: Effect[];
  /** Spells waiting on the chain, bottom first. */
  readonly chain: ChainItem[];
  readonly counters: Map<string, number>;
}

function emptySide(): DraftSide {
  return {
    hand: [],
    trash: [],
    base: [],
    battlefield: [],
    runes: [],
    mainDeck: [],
    runeDeck: [],
    pool: { energy: 0, power: {}, universal: 0 },
  };
}

/** An empty board on the given turn, with this many bystanders (0 to 2). */
export function newDraft(turn: Turn, bystanders = 0): Draft {
  const players: Record<string, DraftSide> = { [ME]: emptySide(), [OPPONENT]: emptySide() };
  for (const player of BYSTANDERS.slice(0, bystanders)) players[player] = emptySide();
  return { turn, players: players as Draft['players'], effects: [], chain: [], counters: new Map() };
}

/** The players other than the one whose plays are generated: their units are enemies. */
export function opponentsOf(draft: Draft): DraftSide[] {
  return Object.entries(draft.players).flatMap(([player, side]) => (player === ME ? [] : [side]));
}

/** The next instance ID with this prefix: r1, r2, ... */
export function nextId(draft: Draft, prefix: string): string {
  const next = (draft.counters.get(prefix) ?? 0) + 1;
  draft.counters.set(prefix, next);
  return `${prefix}${next}`;
}

/** Adds resources to a side's pool. */
export function addToPool(side: DraftSide, added: { energy?: number; domain?: Domain; universal?: number }): void {
  side.pool.energy += added.energy ?? 0;
  side.pool.universal += added.universal ?? 0;
  if (added.domain) side.pool.power[added.domain] = (side.pool.power[added.domain] ?? 0) + 1;
}

function sparsePool(pool: DraftSide['pool']): Resources | undefined {
  const power = Object.fromEntries(Object.entries(pool.power).filter(([, amount]) => amount > 0));
  const resources: Resources = {
    ...(pool.energy > 0 ? { energy: pool.energy } : {}),
    ...(Object.keys(power).length > 0 ? { power } : {}),
    ...(pool.universal > 0 ? { universal: pool.universal } : {}),
  };
  return Object.keys(resources).length > 0 ? resources : undefined;
}

function sparseSide(side: DraftSide): Player {
  const player: Player = {};
  if (side.hand.length > 0) player.hand = side.hand.map((card) => ({ ...card }));
  if (side.trash.length > 0) player.trash = side.trash.map((card) => ({ ...card }));
  if (side.base.length > 0) player.base = side.base.map((permanent) => ({ ...permanent }));
  if (side.battlefield.length > 0) player.battlefield = side.battlefield.map((permanent) => ({ ...permanent }));
  if (side.runes.length > 0) player.runes = side.runes.map((rune) => ({ ...rune }));
  if (side.mainDeck.length > 0) player.mainDeck = side.mainDeck.map((card) => ({ ...card }));
  if (side.runeDeck.length > 0) player.runeDeck = side.runeDeck.map((rune) => ({ ...rune }));
  const pool = sparsePool(side.pool);
  if (pool) player.pool = pool;
  return player;
}

/** The draft as a fixture's `given`: every default left out (spec/INTERPRETING.md section 3). */
export function givenOf(draft: Draft): State {
  const state: State = {
    turn: { ...draft.turn },
    players: Object.fromEntries(Object.entries(draft.players).map(([player, side]) => [player, sparseSide(side)])),
  };
  if (draft.effects.length > 0) state.effects = structuredClone(draft.effects);
  if (draft.chain.length > 0) state.chain = structuredClone(draft.chain);
  return state;
}
