import type { Card, Keyword, Permanent, PlayerId, Rune } from '../../schemas/types/generated.js';
import type { BoardZone, CardDefinition, CardZone, DeepReadonly, GameChainItem, GameState } from './types.js';
import { sideOf } from './invariant.js';

export const CARD_ZONES: readonly CardZone[] = [
  'hand',
  'trash',
  'base',
  'battlefield',
  'banishment',
  'mainDeck',
  'facedown',
];
export const BOARD_ZONES: readonly BoardZone[] = ['base', 'battlefield'];

/** Players in turn order: numeric order of their IDs (p1, p2, ...). */
export function playerOrder(state: GameState): PlayerId[] {
  return Object.keys(state.players).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/** Every player has passed in succession since the chain last changed, and the passes are not yet cleared. */
// CR 339.1
export function everyonePassed(state: GameState): boolean {
  const { passed } = state.turn;
  return playerOrder(state).every((player) => passed.includes(player));
}

/** The player after `player` in turn order, wrapping around. */
export function nextPlayer(state: GameState, player: PlayerId): PlayerId {
  const order = playerOrder(state);
  const index = order.indexOf(player);
  return order[(index + 1) % order.length] ?? player;
}

/** Where a card instance is: a zone of a player, or the chain. */
export type CardLocation =
  | { readonly kind: 'zone'; readonly player: PlayerId; readonly zone: CardZone; readonly card: DeepReadonly<Card> }
  | { readonly kind: 'chain'; readonly item: GameChainItem };

export function locateCard(state: GameState, id: string): CardLocation | undefined {
  for (const player of playerOrder(state)) {
    const side = sideOf(state, player);
    for (const zone of CARD_ZONES) {
      const card = (side[zone] as readonly DeepReadonly<Card>[]).find((entry) => entry.id === id);
      if (card) return { kind: 'zone', player, zone, card };
    }
  }
  const item = state.chain.find((entry) => entry.id === id);
  return item ? { kind: 'chain', item } : undefined;
}

/** A permanent on the board (base or battlefield) and its controller. */
export interface PermanentLocation {
  readonly player: PlayerId;
  readonly zone: BoardZone;
  readonly permanent: DeepReadonly<Permanent>;
}

export function findPermanent(state: GameState, id: string): PermanentLocation | undefined {
  for (const player of playerOrder(state)) {
    for (const zone of BOARD_ZONES) {
      const permanent = sideOf(state, player)[zone].find((entry) => entry.id === id);
      if (permanent) return { player, zone, permanent };
    }
  }
  return undefined;
}

/** The permanents a player controls, base first, then battlefield. */
export function permanentsOf(state: GameState, player: PlayerId): PermanentLocation[] {
  const side = sideOf(state, player);
  return BOARD_ZONES.flatMap((zone) => side[zone].map((permanent) => ({ player, zone, permanent })));
}

export function findRune(state: GameState, id: string): { player: PlayerId; rune: DeepReadonly<Rune> } | undefined {
  for (const player of playerOrder(state)) {
    const rune = sideOf(state, player).runes.find((entry) => entry.id === id);
    if (rune) return { player, rune };
  }
  return undefined;
}

/** A keyword of a card instance, printed or granted by a `grant-keyword` effect. */
export interface KeywordInstance {
  readonly keyword: DeepReadonly<Keyword>;
  readonly granted: boolean;
}

/** The keywords of an instance: its printed ones, then those granted to it, in effect order. */
export function keywordsOf(state: GameState, instance: string, definition: CardDefinition): KeywordInstance[] {
  const printed = (definition.keywords ?? []).map((keyword) => ({ keyword, granted: false }));
  const granted = state.effects.flatMap((effect) =>
    effect.kind === 'grant-keyword' && effect.card === instance ? [{ keyword: effect.keyword, granted: true }] : [],
  );
  return [...printed, ...granted];
}

export function hasKeyword(state: GameState, instance: string, definition: CardDefinition, name: string): boolean {
  return keywordsOf(state, instance, definition).some((entry) => entry.keyword.keyword === name);
}

/** The top of the chain (the item that resolves next), if any. */
export function chainTop(state: GameState): GameChainItem | undefined {
  return state.chain[state.chain.length - 1];
}
