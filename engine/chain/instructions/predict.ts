import type { InstructionHandlers } from '../../rule-table.js';
import { reject } from '../../state/messages.js';
import { isRejection } from '../../state/session.js';
import { sideOf } from '../../state/invariant.js';

/** The controller looks at the top card of their main deck; the `predict` decision says whether it goes to the bottom. */
export const predict: InstructionHandlers['predict'] = (session, scope) => {
  const top = sideOf(session.state, scope.controller).mainDeck[0];
  if (!top) return undefined;
  const decision = session.decisions?.take('predict') ?? reject('decision/missing', { decision: 'predict' });
  if (isRejection(decision)) return decision;
  session.emit({ type: 'predicted', player: scope.controller, card: top.id, recycled: decision.recycle });
  return undefined;
};
