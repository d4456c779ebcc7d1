import type { CardMovedEvent, Permanent, PlayerId, Resources, Zone } from '../../schemas/types/generated.js';
import { addResources, canonicalResources, subtractResources, type ResourcesLike } from './resources.js';
import type { CardZone, GameChainItem, GamePlayer, GameState } from './types.js';
import { BOARD_ZONES, playerOrder } from './zones.js';
import { present, sideOf } from './invariant.js';

/** The state transitions `evolve` is made of: each returns a new state and never changes its input. */

export function updatePlayer(state: GameState, player: PlayerId, update: (side: GamePlayer) => GamePlayer): GameState {
  return { ...state, players: { ...state.players, [player]: update(sideOf(state, player)) } };
}

export function updatePool(state: GameState, player: PlayerId, change: (pool: ResourcesLike) => Resources): GameState {
  return updatePlayer(state, player, (side) => ({ ...side, pool: change(side.pool) }));
}

export const gainResources = (state: GameState, player: PlayerId, gain: ResourcesLike): GameState =>
  updatePool(state, player, (pool) => addResources(pool, gain));

export const spendResources = (state: GameState, player: PlayerId, spent: ResourcesLike): GameState =>
  updatePool(state, player, (pool) => subtractResources(pool, spent));

export const emptyPool = (state: GameState, player: PlayerId): GameState =>
  updatePool(state, player, () => canonicalResources(0, {}, 0));

/** Sets a permanent ready or exhausted, wherever it is on the board. */
export function setReady(state: GameState, id: string, ready: boolean): GameState {
  return updatePermanent(state, id, (permanent) => ({ ...permanent, ready }));
}

/** The permanent `id`, wherever it is on the board, changed by `change`; the state as it was if it is nowhere. */
export function updatePermanent(state: GameState, id: string, change: (permanent: Permanent) => Permanent): GameState {
  for (const player of playerOrder(state)) {
    for (const zone of BOARD_ZONES) {
      if (sideOf(state, player)[zone].some((permanent) => permanent.id === id)) {
        return updatePlayer(state, player, (side) => ({
          ...side,
          [zone]: side[zone].map((permanent) => (permanent.id === id ? change(permanent) : permanent)),
        }));
      }
    }
  }
  return state;
}

export function setRuneReady(state: GameState, player: PlayerId, rune: string, ready: boolean): GameState {
  return updatePlayer(state, player, (side) => ({
    ...side,
    runes: side.runes.map((entry) => (entry.id === rune ? { ...entry, ready } : entry)),
  }));
}

/** A recycled rune leaves the board for the bottom of its controller's rune deck. */
export function recycleRune(state: GameState, player: PlayerId, rune: string): GameState {
  return updatePlayer(state, player, (side) => {
    const found = present(side.runes.find((entry) => entry.id === rune));
    return {
      ...side,
      runes: side.runes.filter((entry) => entry.id !== rune),
      runeDeck: [...side.runeDeck, { id: found.id, domain: found.domain }],
    };
  });
}

/** A channelled rune comes from the rune deck onto the board, ready. */
export function channelRune(state: GameState, player: PlayerId, rune: string): GameState {
  return updatePlayer(state, player, (side) => {
    const found = present(side.runeDeck.find((entry) => entry.id === rune));
    return {
      ...side,
      runeDeck: side.runeDeck.filter((entry) => entry.id !== rune),
      runes: [...side.runes, { id: found.id, domain: found.domain, ready: true }],
    };
  });
}

/** Predict sent the top card of the main deck to the bottom. */
export function topCardToBottom(state: GameState, player: PlayerId, card: string): GameState {
  return updatePlayer(state, player, (side) => {
    const found = present(side.mainDeck.find((entry) => entry.id === card));
    return { ...side, mainDeck: [...side.mainDeck.filter((entry) => entry.id !== card), found] };
  });
}

interface Taken {
  readonly state: GameState;
  readonly id: string;
  readonly card: string;
  readonly ready: boolean | undefined;
  readonly buffed?: boolean;
}

function isCardZone(zone: Zone): zone is CardZone {
  return zone !== 'chain' && zone !== 'runeDeck';
}

function take(state: GameState, player: PlayerId, zone: Zone, id: string): Taken | undefined {
  if (zone === 'chain') {
    const item = present(state.chain.find((entry) => entry.id === id));
    return {
      state: { ...state, chain: state.chain.filter((entry) => entry.id !== id) },
      id,
      card: item.card,
      ready: undefined,
    };
  }
  if (!isCardZone(zone)) return undefined;
  const found = present(sideOf(state, player)[zone].find((entry) => entry.id === id));
  const { ready, buffed } = found as { readonly ready?: boolean; readonly buffed?: boolean };
  const next = updatePlayer(state, player, (s) => ({ ...s, [zone]: s[zone].filter((entry) => entry.id !== id) }));
  return { state: next, id, card: found.card, ready, ...(buffed === true ? { buffed } : {}) };
}

function put(taken: Taken, player: PlayerId, zone: Zone): GameState {
  const { state, id, card } = taken;
  if (zone === 'chain') {
    const item: GameChainItem = { id, card, owner: player, controller: player, targets: [], flow: null, options: [] };
    return { ...state, chain: [...state.chain, item] };
  }
  if (zone === 'base' || zone === 'battlefield') {
    // A permanent keeps its ready state between board zones; a card entering the board is ready unless a
    // unit-entered event says otherwise.
    // CR 705, 748: a buff stays with a unit only while it stays on the board
    const kept = taken.buffed === true && taken.ready !== undefined ? { buffed: true } : {};
    const permanent = { id, card, ready: taken.ready ?? true, ...kept };
    return updatePlayer(state, player, (side) => ({ ...side, [zone]: [...side[zone], permanent] }));
  }
  if (zone === 'facedown') {
    // CR 811.1.b: the turn it was hidden on says from when it may be played
    const hidden = { id, card, hiddenOnTurn: state.turn.number };
    return updatePlayer(state, player, (side) => ({ ...side, facedown: [...side.facedown, hidden] }));
  }
  if (!isCardZone(zone)) return state;
  return updatePlayer(state, player, (side) => ({ ...side, [zone]: [...side[zone], { id, card }] }));
}

const BOARD: readonly Zone[] = ['base', 'battlefield'];

/** A permanent going from the board to the trash is killed (CR 428.1, 428.2.a): the turn records it (INTERPRETING 4.13). */
function recordKill(state: GameState, event: CardMovedEvent, card: string): GameState {
  if (!BOARD.includes(event.from) || event.to !== 'trash') return state;
  const died = [...state.turn.died, { card, controller: event.player }];
  return { ...state, turn: { ...state.turn, died } };
}

/** A card changes zone: from `from` to `to`, both zones of `player` (or the shared chain). */
export function moveCard(state: GameState, event: CardMovedEvent): GameState {
  const taken = take(state, event.player, event.from, event.card);
  return taken ? recordKill(put(taken, event.player, event.to), event, taken.card) : state;
}

/** The chain item with this ID is replaced (its targets, options, flow, controller). */
export function setChainItem(state: GameState, item: GameChainItem): GameState {
  return { ...state, chain: state.chain.map((entry) => (entry.id === item.id ? item : entry)) };
}
