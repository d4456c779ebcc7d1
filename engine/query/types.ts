import type {
  CanPayQuery,
  PlayableCardsQuery,
  PlayableQuery,
  QueryAnswer,
  TotalCostQuery,
} from '../../schemas/types/generated.js';
import type { EngineContext } from '../state/session.js';
import type { DeepReadonly, GameState } from '../state/types.js';

/** How the engine answers each query (INTERPRETING 4.8): read-only functions of a state, never an event. */
export interface QueryAnswerers {
  readonly playable: (state: GameState, query: DeepReadonly<PlayableQuery>, context: EngineContext) => QueryAnswer;
  readonly 'total-cost': (state: GameState, query: DeepReadonly<TotalCostQuery>, context: EngineContext) => QueryAnswer;
  readonly 'can-pay': (state: GameState, query: DeepReadonly<CanPayQuery>, context: EngineContext) => QueryAnswer;
  readonly 'playable-cards': (
    state: GameState,
    query: DeepReadonly<PlayableCardsQuery>,
    context: EngineContext,
  ) => QueryAnswer;
}
