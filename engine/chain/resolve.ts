import type { Session } from '../state/session.js';
import type { GameChainItem, Rejection } from '../state/types.js';
import { chainTop } from '../state/zones.js';
import { DecisionQueue } from './decisions.js';
import { runInstructions } from './instructions/index.js';

/** The spell leaves the chain for its owner's trash, or its hand when its own instruction asked, unless replaced. */
// flow.banish-on-leave, flow.own-instruction, flow.only-when-used
function leaveAfterResolving(session: Session, item: GameChainItem, returnToHand: boolean): void {
  if (!session.state.chain.some((entry) => entry.id === item.id)) return;
  const requested = returnToHand ? 'hand' : 'trash';
  const card = session.context.cards.get(item.card);
  const to = session.rules.leaveChain({ item, card, requested, cause: 'resolved', ownInstruction: returnToHand });
  session.emit({ type: 'card-moved', player: item.owner, card: item.id, from: 'chain', to });
}

/**
 * The top spell resolves (INTERPRETING 4.5): `resolving`, its instructions in order, once more for each paid Repeat
 * instance, each execution with its own targets, its scripted decisions consumed in order, then it leaves the chain.
 */
// repeat.optional-cost, repeat.own-choices
export function resolveTop(session: Session): Rejection | undefined {
  const item = chainTop(session.state);
  if (!item) return undefined;
  const card = session.context.cards.get(item.card);
  session.emit({ type: 'resolving', player: item.controller, card: item.id });
  const self = { returnToHand: false };
  session.decisions = new DecisionQueue(item.decisions ?? []);
  if (card) {
    for (const targets of session.rules.executionTargets(item)) {
      const scope = { controller: item.controller, source: item.id, card, targets, self };
      const failed = runInstructions(session, scope, card.effect ?? []);
      if (failed) return failed;
    }
  }
  session.decisions = undefined;
  leaveAfterResolving(session, item, self.returnToHand);
  return undefined;
}
