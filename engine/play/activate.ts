import { addCosts, fromCost, otherActions, toCost, type CostAmounts } from '../cost/amounts.js';
import { DecisionQueue } from '../chain/decisions.js';
import { joinQualifiers } from '../cost/qualifiers.js';
import { deflectComponents } from '../keywords/deflect.js';
import { newRun, runPayment } from '../pay/run.js';
import type { ActionDeciders } from '../rule-table.js';
import { accept, refuse } from '../state/results.js';
import { isRejection, Session, type EngineContext } from '../state/session.js';
import type { GameState } from '../state/types.js';
import { appliedActivationCost } from './applied-costs.js';
import { checkNotEmpowered, findAbility, payExhaustCost, resolveAbility, type AbilityRef } from './abilities.js';
import { checkTiming } from './legality.js';
import { controllerOf, validateTargets } from './targets.js';

/**
 * What an activation owes beyond exhausting: the ability's energy, power and non-resource actions, and Deflect's power for each choice of an
 * opposing Deflect permanent among its targets (CR 809.1.c: abilities pay Deflect as spells do).
 */
// deflect.per-choice, deflect.on-abilities
export function energyAndDeflect(
  state: GameState,
  context: EngineContext,
  ref: AbilityRef,
  targets: readonly string[],
): CostAmounts {
  const play = {
    player: ref.location.player,
    instance: ref.location.permanent.id,
    card: ref.card,
    from: 'hand' as const, // not played from a zone: only the chooser, the card and the targets matter to Deflect
    flow: null,
    options: [],
    targets,
    repeatTargets: [],
    discountOrder: [],
  };
  // CR 403.1.a, 204.1.b: the ability's own cost, energy, power and non-resource actions, is its base cost
  const { energy, power, discard, kill, exhaustFriendly, returnToHand, xp } = ref.ability.cost;
  const base = fromCost({
    ...(energy === undefined ? {} : { energy }),
    ...(power === undefined ? {} : { power }),
    ...(discard === undefined ? {} : { discard }),
    ...(kill === undefined ? {} : { kill }),
    ...otherActions({ exhaustFriendly, returnToHand, xp }),
  });
  return deflectComponents({ state, context, play }).reduce((sum, component) => addCosts(sum, component.cost), base);
}

/**
 * Activating an ability outside a payment: timing as for a card (with Reaction, whenever its controller holds
 * priority), its targets chosen, its cost paid (exhausting, and the energy and Deflect's power through the action's
 * payment), then it resolves at once. Priority and focus stay where they are; the sequence of passes starts again.
 */
// add.ability-resolves-on-finalize, add.no-response-window, add.own-cost-required, deflect.on-abilities
export const decideActivate: ActionDeciders['activate'] = (state, action, context) => {
  const ref = findAbility(state, context, action.player, action.card, action.ability);
  if (isRejection(ref)) return refuse(context, ref);
  const timing = checkTiming(state, context, action.player, {
    ref: action.ability,
    reaction: ref.ability.reaction,
    flow: false,
  });
  if (timing) return refuse(context, timing);
  const restricted = checkNotEmpowered(ref);
  if (restricted) return refuse(context, restricted);
  const targets = action.targets ?? [];
  const slots = { ...ref.card, targets: ref.ability.targets ?? [] };
  const illegal = validateTargets(state, context, action.player, slots, targets);
  if (illegal) return refuse(context, illegal);
  const cost = context.rules.activationCost(state, context, ref, targets);
  const totalCost = { totalCost: toCost(cost) };
  const session = new Session(context, state);
  const applied = appliedActivationCost(state, action.player, ref.location.permanent.id);
  const failed =
    payExhaustCost(session, ref) ??
    // INTERPRETING 4.4: the ability's own payment, checked against its energy and power, even when they are nothing
    runPayment(session, abilityRun(action.player, ref, cost), action.payment ?? []) ??
    // CR 204.4.b, 204.4.c: the applied cost is paid as the activation is performed, or it is not performed
    context.rules.payAppliedCost(session, action.player, applied, action.appliedPayment);
  if (failed) return refuse(context, failed, totalCost, session.events);
  targetEach(session, ref, targets);
  // INTERPRETING 4.10: the decisions of its resolution, which follows at once (CR 429.2, 204.3.b)
  session.decisions = new DecisionQueue(action.decisions ?? []);
  const unresolved = resolveAbility(session, ref, targets);
  if (unresolved) return refuse(context, unresolved, totalCost, session.events);
  // CR 401.1, 339.1, 348: an activation adds an item to the chain, so it breaks the sequence of passes
  session.emit({ type: 'passes-cleared' });
  return accept(session, totalCost);
};

/** The ability's own payment: its total, and the qualifiers of its discards and kills (INTERPRETING 4.9). */
function abilityRun(player: string, ref: AbilityRef, cost: CostAmounts) {
  return { ...newRun(player, cost, 'ability'), qualifiers: joinQualifiers([ref.ability.cost]) };
}

/** Each target of the ability becomes a target (with its `targeted` triggers). */
function targetEach(session: Session, ref: AbilityRef, targets: readonly string[]): void {
  const source = ref.location.permanent.id;
  for (const target of targets) {
    const player = controllerOf(session.state, target) ?? ref.location.player;
    session.emit({ type: 'targeted', player, card: target, source });
  }
}
