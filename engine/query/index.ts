import type { DeepReadonly as Frozen } from '../state/types.js';
import type { Query, QueryAnswer, QueryReply } from '../../schemas/types/generated.js';
import { assertNever } from '../state/assert.js';
import type { EngineContext } from '../state/session.js';
import type { GameState } from '../state/types.js';
import { toState } from '../state/normalize.js';

export { defaultQueries } from './answers.js';
export type { QueryAnswerers } from './types.js';

/** Answers one query with the rule table's answerer for its kind (INTERPRETING 4.8). */
export function answerQuery(state: GameState, query: Frozen<Query>, context: EngineContext): QueryAnswer {
  const answerers = context.rules.queries;
  switch (query.kind) {
    case 'playable':
      return answerers.playable(state, query, context);
    case 'total-cost':
      return answerers['total-cost'](state, query, context);
    case 'can-pay':
      return answerers['can-pay'](state, query, context);
    case 'playable-cards':
      return answerers['playable-cards'](state, query, context);
    default:
      return assertNever(query);
  }
}

/** The answers to queries asked in one state, in order, and that state read back after them (it never changes). */
export function answerAll(state: GameState, queries: readonly Frozen<Query>[], context: EngineContext): QueryReply {
  const answers = queries.map((query) => answerQuery(state, query, context));
  return { answers, state: toState(state) };
}
