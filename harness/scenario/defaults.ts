import type { State } from '../../schemas/types/generated.js';
import { completeState as fillDefaults, type CompleteState } from '../../schemas/types/defaults.js';

/**
 * A state with every default of spec/INTERPRETING.md section 3 filled in (schemas/types/defaults.ts). The input is
 * not changed; the result shares no object with it.
 */
export function completeState(state: State): CompleteState {
  return fillDefaults(structuredClone(state));
}
