import type { Payment, PlayerId } from '../../schemas/types/generated.js';
import { addCosts, fromCost, ZERO_COST, type CostAmounts } from '../cost/amounts.js';
import { newRun, runPayment } from '../pay/run.js';
import type { Session } from '../state/session.js';
import type { DeepReadonly, GameState, Rejection } from '../state/types.js';

/** The applied costs the state's effects put on `player` activating an ability of `permanent` (CR 204.4). */
// add.applied-cost; CR 204.4, 204.4.a
export function appliedActivationCost(state: GameState, player: PlayerId, permanent: string): CostAmounts {
  let total = ZERO_COST;
  for (const effect of state.effects) {
    if (effect.kind !== 'applied-cost') continue;
    if (effect.scope.player !== player) continue;
    if (effect.scope.card !== undefined && effect.scope.card !== permanent) continue;
    total = addCosts(total, fromCost(effect));
  }
  return total;
}

/**
 * Pays an applied cost as the action is performed (CR 204.4.b): a payment like any other (INTERPRETING 4.4), Reaction
 * Add abilities included (CR 204.4.b.1, 429.3), in the same session, so no chain item is added and priority stays
 * where it is. Not paid, the caller refuses the action (CR 204.4.c).
 */
// add.applied-cost; CR 204.4.b, 204.4.b.1, 204.4.c
export function payAppliedCost(
  session: Session,
  player: PlayerId,
  cost: CostAmounts,
  payment: DeepReadonly<Payment> | undefined,
): Rejection | undefined {
  // a cost of 0 with no payment scripted is paid by no step
  return runPayment(session, newRun(player, cost, 'ability'), payment ?? []);
}
