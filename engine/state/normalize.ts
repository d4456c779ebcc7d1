import type { Player, State } from '../../schemas/types/generated.js';
import { canonicalResources } from './resources.js';
import type { DeepReadonly, GamePlayer, GameState } from './types.js';

function completePlayer(side: DeepReadonly<Player>): GamePlayer {
  return {
    hand: side.hand ?? [],
    trash: side.trash ?? [],
    base: side.base ?? [],
    battlefield: side.battlefield ?? [],
    banishment: side.banishment ?? [],
    mainDeck: side.mainDeck ?? [],
    runeDeck: side.runeDeck ?? [],
    runes: side.runes ?? [],
    pool: side.pool ?? canonicalResources(0, {}, 0),
  };
}

/**
 * Reads a schema state, filling every default of spec/INTERPRETING.md section 3 that is left out (the harness
 * normally fills them already). Objects that need no default are shared, never copied or changed.
 */
export function fromState(state: DeepReadonly<State>): GameState {
  const { turn } = state;
  return {
    turn: {
      number: turn.number,
      activePlayer: turn.activePlayer,
      phase: turn.phase,
      priority: turn.priority !== undefined ? turn.priority : turn.phase === 'main' ? turn.activePlayer : null,
      focus: turn.focus ?? null,
      showdown: turn.showdown ?? false,
      passed: turn.passed ?? [],
    },
    players: Object.fromEntries(Object.entries(state.players).map(([id, side]) => [id, completePlayer(side)])),
    chain: state.chain ?? [],
    effects: state.effects ?? [],
  };
}

/** A plain, mutable deep copy of the state in the schema's shape, as an observation reports it. */
export function toState(state: GameState): State {
  return structuredClone(state) as State;
}
