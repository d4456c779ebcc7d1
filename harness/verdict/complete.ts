/**
 * `completeState` of schemas/types/defaults.ts for the verdict's read-only walks, once per state: the verdict
 * completes each observed state several times over (the observed parts, the checks, the canonical form), and a state
 * completed here is complete already, so it comes back as it is instead of being copied again.
 */
import { completeState as fillDefaults, type CompleteState } from '../../schemas/types/defaults.js';
import type { State } from '../../schemas/types/generated.js';

/** The states this module made: complete, and read only by the verdict. */
const completed = new WeakSet<object>();

export function completeState(state: State): CompleteState {
  if (completed.has(state)) return state as CompleteState;
  const full = fillDefaults(state);
  completed.add(full);
  return full;
}
