import { toCost, ZERO_COST } from '../cost/amounts.js';
import { newRun, runPayment } from '../pay/run.js';
import type { ActionDeciders } from '../rule-table.js';
import { accept, refuse } from '../state/results.js';
import { isRejection, Session } from '../state/session.js';
import { findAbility, payExhaustCost, resolveAbility } from './abilities.js';
import { checkTiming } from './legality.js';

/**
 * Activating an ability outside a payment: timing as for a card (with Reaction, whenever its controller holds
 * priority), its cost paid (exhausting, and any energy through the action's payment), then it resolves at once.
 * Priority and focus stay where they are.
 */
// add.ability-resolves-on-finalize, add.no-response-window, add.own-cost-required
export const decideActivate: ActionDeciders['activate'] = (state, action, context) => {
  const ref = findAbility(state, context, action.player, action.card, action.ability);
  if (isRejection(ref)) return refuse(context, ref);
  const timing = checkTiming(state, context, action.player, {
    ref: action.ability,
    reaction: ref.ability.reaction,
    flow: false,
  });
  if (timing) return refuse(context, timing);
  const energy = { ...ZERO_COST, energy: ref.ability.cost.energy ?? 0 };
  const totalCost = toCost(energy);
  const session = new Session(context, state);
  const failed =
    payExhaustCost(session, ref) ??
    (energy.energy > 0
      ? runPayment(session, newRun(action.player, energy, 'ability'), action.payment ?? [])
      : undefined) ??
    resolveAbility(session, ref);
  return failed ? refuse(context, failed, totalCost, session.events) : accept(session, totalCost);
};
