import { addsResources, findAbility, payExhaustCost, resolveAbility } from '../play/abilities.js';
import type { PaymentStepHandlers } from '../rule-table.js';
import { reject } from '../state/messages.js';
import { addResources, compactResources, covers } from '../state/resources.js';
import type { Session } from '../state/session.js';
import { isRejection } from '../state/session.js';
import type { Rejection } from '../state/types.js';
import { findPermanent, findRune } from '../state/zones.js';
import { spendsTooMuch } from './check.js';
import { describeCost, describeResources } from './describe.js';
import { cannotPayWith } from './paying-card.js';
import type { PaymentRun } from './types.js';
import { sideOf } from '../state/invariant.js';

/** The player's rune, or why the step cannot use it. */
function ownRune(session: Session, run: PaymentRun, id: string): { domain: string; ready: boolean } | Rejection {
  const found = findRune(session.state, id);
  if (!found) return reject('action/unknown-reference', { ref: id, where: 'on the board', what: 'rune' });
  if (found.player !== run.player) return reject('action/not-your-card', { ref: id, owner: found.player });
  return found.rune;
}

/** The ability's energy cost, paid straight from the pool in the middle of a payment. */
function payAbilityEnergy(
  session: Session,
  run: PaymentRun,
  energy: number,
  ref: string,
  ability: string,
): Rejection | undefined {
  if (energy === 0) return undefined;
  const { pool } = sideOf(session.state, run.player);
  if (!covers(pool, { energy }))
    return reject('payment/ability-cost-unpayable', { ability, ref, why: 'the pool lacks its energy' });
  session.emit({ type: 'resource-spent', player: run.player, resources: { energy } });
  return undefined;
}

/** A discard, kill, exhaust or return beyond what the total asks for. */
function extraStep(ref: string, action: string): Rejection {
  return reject('payment/extra-step', { ref, action, why: `no ${action} is left to pay` });
}

/** The payment steps of spec/INTERPRETING.md 4.4, one handler each. */
export const paymentSteps: PaymentStepHandlers = {
  // pay.from-pool: a ready rune is exhausted for 1 energy
  'exhaust-rune': (session, run, step) => {
    const rune = ownRune(session, run, step.rune);
    if (isRejection(rune)) return rune;
    if (!session.rules.canExhaustRune(rune)) return reject('payment/rune-exhausted', { ref: step.rune });
    session.emit({ type: 'rune-exhausted', player: run.player, rune: step.rune });
    return undefined;
  },
  // pay.from-pool: a rune, ready or not, is recycled for 1 power of its domain
  'recycle-rune': (session, run, step) => {
    const rune = ownRune(session, run, step.rune);
    if (isRejection(rune)) return rune;
    if (!session.rules.canRecycleRune(rune)) return reject('payment/rune-exhausted', { ref: step.rune });
    const found = findRune(session.state, step.rune);
    if (found) session.emit({ type: 'rune-recycled', player: run.player, rune: step.rune, domain: found.rune.domain });
    return undefined;
  },
  // add.reaction-during-payment, add.own-cost-required, add.no-response-window, add.during-resolution
  activate: (session, run, step) => {
    const ref = findAbility(session.state, session.context, run.player, step.card, step.ability);
    if (isRejection(ref)) return ref;
    if (!ref.ability.reaction)
      return reject('timing/not-allowed', { ref: step.ability, why: 'an ability without Reaction, mid-payment' });
    if (!addsResources(ref.ability))
      return reject('payment/not-an-add-ability', { ability: step.ability, ref: step.card });
    return (
      payExhaustCost(session, ref) ??
      payAbilityEnergy(session, run, ref.ability.cost.energy ?? 0, step.card, step.ability) ??
      resolveAbility(session, ref)
    );
  },
  // pay.from-pool, pay.domain-match: resources leave the pool toward the total
  spend: (session, run, step) => {
    const { pool } = sideOf(session.state, run.player);
    if (!covers(pool, step.resources)) {
      return reject('payment/pool-insufficient', {
        pool: describeResources(pool),
        spend: describeResources(step.resources),
      });
    }
    const spent = addResources(run.progress.spent, step.resources);
    if (spendsTooMuch(spent, run.total, session.rules)) {
      return reject('payment/overpaid', { spent: describeResources(spent), needed: describeCost(run.total) });
    }
    session.emit({ type: 'resource-spent', player: run.player, resources: compactResources(step.resources) });
    run.progress = { ...run.progress, spent };
    return undefined;
  },
  // cost.non-resource
  discard: (session, run, step) => {
    const refused = cannotPayWith(session, run, step.card, 'discard');
    if (refused) return refused;
    if (run.progress.discards >= run.total.discard) return extraStep(step.card, 'discard');
    session.emit({ type: 'card-moved', player: run.player, card: step.card, from: 'hand', to: 'trash' });
    run.progress = { ...run.progress, discards: run.progress.discards + 1 };
    return undefined;
  },
  // cost.non-resource, pay.no-self-defeating-choice (the legality check follows the payment)
  kill: (session, run, step) => {
    const refused = cannotPayWith(session, run, step.card, 'kill');
    if (refused) return refused;
    const found = findPermanent(session.state, step.card);
    if (!found) return reject('action/unknown-reference', { ref: step.card, where: 'on the board', what: 'unit' });
    if (run.progress.kills >= run.total.kill) return extraStep(step.card, 'kill');
    session.emit({ type: 'card-moved', player: found.player, card: step.card, from: found.zone, to: 'trash' });
    run.progress = { ...run.progress, kills: run.progress.kills + 1 };
    return undefined;
  },
  // cost.qualified; CR 414.4, 414.1.b: an exhaust listed as a cost must be performed, and an exhausted permanent cannot be
  'exhaust-friendly': (session, run, step) => {
    const refused = cannotPayWith(session, run, step.card, 'exhaustFriendly');
    if (refused) return refused;
    const found = findPermanent(session.state, step.card);
    if (!found) return reject('action/unknown-reference', { ref: step.card, where: 'on the board', what: 'unit' });
    if (!found.permanent.ready)
      return reject('payment/card-cannot-pay', {
        ref: step.card,
        action: 'exhaust',
        why: 'it is exhausted',
        instead: 'a ready friendly unit',
      });
    const done = run.progress.exhausts ?? 0;
    if (done >= (run.total.exhaustFriendly ?? 0)) return extraStep(step.card, 'exhaust');
    session.emit({ type: 'exhausted', player: found.player, card: step.card });
    run.progress = { ...run.progress, exhausts: done + 1 };
    return undefined;
  },
  // cost.qualified: a friendly permanent goes back to its owner's hand
  'return-to-hand': (session, run, step) => {
    const refused = cannotPayWith(session, run, step.card, 'returnToHand');
    if (refused) return refused;
    const found = findPermanent(session.state, step.card);
    if (!found) return reject('action/unknown-reference', { ref: step.card, where: 'on the board', what: 'permanent' });
    const done = run.progress.returns ?? 0;
    if (done >= (run.total.returnToHand ?? 0)) return extraStep(step.card, 'return');
    session.emit({ type: 'card-moved', player: found.player, card: step.card, from: found.zone, to: 'hand' });
    run.progress = { ...run.progress, returns: done + 1 };
    return undefined;
  },
  // cost.xp; CR 730.2: spending XP reduces the player's XP, never below 0 (203.3: a cost that cannot be paid is not)
  'spend-xp': (session, run, step) => {
    const { xp } = sideOf(session.state, run.player);
    if (step.amount > xp)
      return reject('payment/insufficient-xp', { player: run.player, has: xp, amount: step.amount });
    const spent = (run.progress.xp ?? 0) + step.amount;
    if (spent > (run.total.xp ?? 0)) return extraStep(`${step.amount} XP`, 'XP');
    session.emit({ type: 'xp-spent', player: run.player, amount: step.amount });
    run.progress = { ...run.progress, xp: spent };
    return undefined;
  },
  // add.no-spell-during-payment
  play: (_session, _run, step) => reject('payment/spell-not-allowed', { ref: step.card }),
};
