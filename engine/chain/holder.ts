import type { PlayerId } from '../../schemas/types/generated.js';
import type { GameState } from '../state/types.js';
import { chainTop, nextPlayer } from '../state/zones.js';

/** Who holds priority and focus once the chain has changed. */
export interface Holder {
  readonly priority: PlayerId | null;
  /** Set when focus moves to this player. */
  readonly focus?: PlayerId;
}

/**
 * With no chain and nothing pending: the player with focus in a showdown (CR 335.1), the turn player in the main
 * phase (CR 335, 316.5.b), nobody in other phases.
 */
// CR 335, 335.1, 316.5.b
export function openStateHolder(state: GameState): PlayerId | null {
  if (state.turn.showdown) return state.turn.focus ?? state.turn.activePlayer;
  return state.turn.phase === 'main' ? state.turn.activePlayer : null;
}

/**
 * After an item is finalized with nothing else pending, the controller of the newest item on the chain gains
 * priority: the player who just played keeps it (finalizing passes nothing). A unit or gear resolves at once and
 * leaves an open state.
 */
// CR 337.1.a, 337.2, 337.4, 312.2.c, 338.1.a.5
export function holderAfterFinalize(state: GameState): Holder {
  const top = chainTop(state);
  return { priority: top ? top.controller : openStateHolder(state) };
}

/**
 * After the newest item resolved: the controller of the newest item still on the chain (CR 340.4). When the chain is
 * gone during a showdown, focus passes to the next player, who gains priority with it (CR 340.2.a, 346, 347.1.b),
 * unless the chain was opened by a triggered ability or an Add ability (CR 346.1). `before` is the state before the
 * resolution, whose turn records what opened the chain, even when that item has since left it.
 */
// CR 340.2, 340.2.a, 340.4, 346, 346.1
export function holderAfterResolution(state: GameState, before: GameState): Holder {
  const top = chainTop(state);
  if (top) return { priority: top.controller };
  if (!state.turn.showdown) return { priority: openStateHolder(state) };
  if (before.turn.openedByTrigger) return { priority: openStateHolder(state) };
  const focus = nextPlayer(state, state.turn.focus ?? state.turn.activePlayer);
  return { priority: focus, focus };
}
