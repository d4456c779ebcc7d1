import type { PlayerId } from '../../schemas/types/generated.js';
import { evolveAll, type DecideResult, type EngineEvent, type GameState } from '../../engine/index.js';
import { compactResources } from '../../engine/state/resources.js';

/** Helpers for mutants that do something more after an action the reference engine accepts. */

/** The result with `events` added after its own, when it was accepted; a rejection is left as it is. */
export function appendEvents(result: DecideResult, events: readonly EngineEvent[]): DecideResult {
  return result.outcome === 'accepted' ? { ...result, events: [...result.events, ...events] } : result;
}

/** The state an accepted result leads to. */
export function stateAfter(state: GameState, result: DecideResult): GameState {
  return evolveAll(state, result.events);
}

/** The events that empty these players' pools, in this order, as the engine reports them. */
export function emptyingEvents(state: GameState, players: readonly PlayerId[]): EngineEvent[] {
  return players.map((player) => ({
    type: 'pool-emptied' as const,
    player,
    lost: compactResources(state.players[player]?.pool ?? {}),
  }));
}
