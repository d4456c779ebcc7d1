import type { Cost } from '../../schemas/types/generated.js';
import { fromCost } from '../cost/amounts.js';
import { newRun, runPayment } from '../pay/run.js';
import { reject } from '../state/messages.js';
import type { Session } from '../state/session.js';
import type { DeepReadonly, GameChainItem, Rejection } from '../state/types.js';
import { definitionOf, present } from '../state/invariant.js';

/** The cost of the triggered ability a waiting chain item stands for, if it has one (CR 204.3.a, 403.1.b.1). */
export function triggerCostOf(session: Session, item: GameChainItem): DeepReadonly<Cost> | undefined {
  const { trigger } = item;
  if (!trigger) return undefined;
  const card = definitionOf(session.context.cards, item.card);
  return present(present(card.triggers).find((candidate) => candidate.on === trigger.on)).cost;
}

/**
 * A triggered ability with a cost, as it is put on the chain: its controller pays it with the scripted payment
 * (INTERPRETING 4.4), or declines, and the ability is removed without being finalized (CR 404.1, 404.2). Returns
 * whether it goes on the chain, or the rejection of a missing choice or a failed payment.
 */
// add.trigger-cost-declined; CR 404.2
export function settleTriggerCost(
  session: Session,
  item: GameChainItem,
  cost: DeepReadonly<Cost>,
): boolean | Rejection {
  const choice = session.triggerCosts.find((candidate) => candidate.item === item.id);
  if (!choice) return reject('decision/missing', { decision: `trigger-costs for ${item.id}` });
  if (choice.payment === 'decline') {
    // CR 404.2.a: declining is not countering
    session.rules.declineTrigger(session, item);
    return false;
  }
  return runPayment(session, newRun(item.controller, fromCost(cost), 'ability'), choice.payment) ?? true;
}
