import type { InstructionHandlers } from '../../rule-table.js';
import { liveTarget } from './target.js';
import { definitionOf } from '../../state/invariant.js';

/**
 * The target spell leaves the chain without resolving, for its owner's `destination`, or wherever a replacement
 * sends it; its costs stay paid, and the countering spell carries on with its own instructions.
 */
// flow.counter-sequence, flow.banish-on-leave
export const counter: InstructionHandlers['counter'] = (session, scope, instruction) => {
  const target = liveTarget(session, scope, instruction.target);
  const item = session.state.chain.find((entry) => entry.id === target);
  if (!item) return undefined;
  session.emit({ type: 'countered', player: item.controller, card: item.id, by: scope.source });
  const card = definitionOf(session.context.cards, item.card);
  const to = session.rules.leaveChain({
    card,
    item,
    requested: instruction.destination,
    cause: 'countered',
    ownInstruction: false,
  });
  session.emit({ type: 'card-moved', player: item.owner, card: item.id, from: 'chain', to });
  return undefined;
};
