import type { PlayerId } from '../../schemas/types/generated.js';
import { compactResources } from '../state/resources.js';
import type { Session } from '../state/session.js';
import type { GameState } from '../state/types.js';
import { playerOrder } from '../state/zones.js';
import { sideOf } from '../state/invariant.js';

/** Every player's pool, in turn order, opponents included. */
// pool.every-player
export function everyPool(state: GameState): readonly PlayerId[] {
  return playerOrder(state);
}

/** Emptying a pool removes its resources and nothing else: runes stay where and as they are. */
// pool.resources-not-runes
export function emptyResources(session: Session, player: PlayerId): void {
  const { pool } = sideOf(session.state, player);
  session.emit({ type: 'pool-emptied', player, lost: compactResources(pool) });
}

/** A rule empties the pools: `pool-emptied` for each, even an empty one. */
export function emptyPools(session: Session): void {
  for (const player of session.rules.poolsToEmpty(session.state)) session.rules.emptyPool(session, player);
}
