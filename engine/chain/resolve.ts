import type { Session } from '../state/session.js';
import type { Trigger } from '../../schemas/types/generated.js';
import type { GameChainItem, Rejection } from '../state/types.js';
import { chainTop } from '../state/zones.js';
import { DecisionQueue } from './decisions.js';
import { runInstructions } from './instructions/index.js';
import { definitionOf, present } from '../state/invariant.js';

/** The spell leaves the chain for its owner's trash, or its hand when its own instruction asked, unless replaced. */
// flow.banish-on-leave, flow.own-instruction, flow.only-when-used
function leaveAfterResolving(session: Session, item: GameChainItem, returnToHand: boolean): void {
  if (!session.state.chain.some((entry) => entry.id === item.id)) return;
  const requested = returnToHand ? 'hand' : 'trash';
  const card = definitionOf(session.context.cards, item.card);
  const to = session.rules.leaveChain({ item, card, requested, cause: 'resolved', ownInstruction: returnToHand });
  session.emit({ type: 'card-moved', player: item.owner, card: item.id, from: 'chain', to });
}

/**
 * A triggered ability on top of the chain resolves: its effect runs, then the item leaves the chain. Its source need
 * not still be on the board (CR 383.2.a.1: removing the source does not stop it).
 */
// CR 383.3, 406.5
function resolveTrigger(
  session: Session,
  item: GameChainItem,
  on: Trigger['on'],
  source: string,
): Rejection | undefined {
  const card = definitionOf(session.context.cards, item.card);
  session.emit({ type: 'resolving', player: item.controller, card: item.id });
  const trigger = present(present(card.triggers).find((entry) => entry.on === on));
  const failed = runInstructions(
    session,
    { controller: item.controller, source, card, targets: item.targets },
    trigger.effect,
  );
  if (failed) return failed;
  session.emit({ type: 'ability-resolved', player: item.controller, card: source, ability: on });
  session.emit({ type: 'chain-item-removed', id: item.id });
  return undefined;
}

/**
 * The top item resolves (INTERPRETING 4.5): a triggered ability (above), or a spell: `resolving`, its instructions in
 * order, once more for each paid Repeat instance, each execution with its own targets, its scripted decisions consumed
 * in order, then it leaves the chain.
 */
// repeat.optional-cost, repeat.optional-cost.own-choices
export function resolveTop(session: Session): Rejection | undefined {
  const item = chainTop(session.state);
  if (!item) return undefined;
  if (item.trigger) return resolveTrigger(session, item, item.trigger.on, item.trigger.source);
  const card = definitionOf(session.context.cards, item.card);
  session.emit({ type: 'resolving', player: item.controller, card: item.id });
  const self = { returnToHand: false };
  session.decisions = new DecisionQueue(item.decisions ?? []);
  for (const targets of session.rules.executionTargets(item)) {
    const scope = { controller: item.controller, source: item.id, card, targets, self };
    const failed = runInstructions(session, scope, card.effect ?? []);
    if (failed) return failed;
  }
  session.decisions = undefined;
  leaveAfterResolving(session, item, self.returnToHand);
  return undefined;
}
