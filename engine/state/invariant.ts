import type { PlayerId } from '../../schemas/types/generated.js';
import type { CardDefinition, CardIndex, GamePlayer, GameState } from './types.js';

/**
 * Lookups a valid scenario always satisfies: a player's side, a card's catalogue entry, an object the engine has
 * itself just found. Finding nothing there is a bug in the engine (or a scenario that skipped validation), never a
 * rule violation, so it throws rather than carry on with a made-up value; the adapter reports the throw as an engine
 * error. Rule violations stay values (state/messages.ts).
 */
export function present<T>(value: T | undefined): T {
  if (value === undefined)
    throw new Error('Engine invariant broken: a lookup a valid scenario always satisfies failed');
  return value;
}

/** The side of a player of the state. */
export const sideOf = (state: GameState, player: PlayerId): GamePlayer => present(state.players[player]);

/** The catalogue entry of a card ID the state names. */
export const definitionOf = (cards: CardIndex, card: string): CardDefinition => present(cards.get(card));
