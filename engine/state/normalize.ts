import type { State } from '../../schemas/types/generated.js';
import { completeState } from '../../schemas/types/defaults.js';
import type { DeepReadonly, GameState } from './types.js';

/**
 * Reads a schema state, filling every default of spec/INTERPRETING.md section 3 that is left out (the harness
 * normally fills them already). Objects that need no default are shared, never copied or changed.
 */
export function fromState(state: DeepReadonly<State>): GameState {
  // the readonly view is the same data: the defaults only read it and share what needs no default
  return completeState(state as State);
}

/** A plain, mutable deep copy of the state in the schema's shape, as an observation reports it. */
export function toState(state: GameState): State {
  return structuredClone(state) as State;
}
