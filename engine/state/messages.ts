/**
 * Every sentence the engine gives with a rejection, rendered from its code and facts. Raise sites never build prose:
 * they reject with a code and facts, and this module says what went wrong and what to do instead.
 */
import type { RejectionCode } from '../../schemas/types/generated.js';
import type { Rejection } from './types.js';

export type Facts = Readonly<Record<string, string | number | undefined>>;

const t = (value: string | number | undefined): string => (value === undefined ? '?' : String(value));

const MESSAGES: Record<RejectionCode, (f: Facts) => string> = {
  'action/unknown-reference': (f) => `Nothing named "${t(f.ref)}" is ${t(f.where)}: name an existing ${t(f.what)}.`,
  'action/not-your-card': (f) => `"${t(f.ref)}" belongs to ${t(f.owner)}: act only with your own cards and runes.`,
  'timing/not-allowed': (f) =>
    `${t(f.ref)} cannot be used now (${t(f.why)}): without Reaction, use it in your own main phase with an empty chain while holding priority.`,
  'timing/no-priority': (f) =>
    `${t(f.player)} does not hold priority (${t(f.holder)} does): wait until it is passed to you.`,
  'timing/wrong-phase-advance': (f) =>
    `The turn cannot advance (${t(f.why)}): only the active player advances, with an empty chain.`,
  'play/not-from-zone': (f) =>
    `"${t(f.ref)}" is in ${t(f.zone)}: play it from your hand, or from your trash with one of its Flow costs.`,
  'play/hidden-this-turn': (f) =>
    `"${t(f.ref)}" was hidden on this turn (${t(f.turn)}): play it from facedown beginning on the next turn.`,
  'hide/not-from-hand': (f) => `"${t(f.ref)}" is in ${t(f.zone)}: hide a card from your hand.`,
  'hide/no-hidden-keyword': (f) => `"${t(f.ref)}" does not have Hidden: only a card with Hidden can be hidden.`,
  'hide/facedown-occupied': (f) =>
    `A card is already facedown at your battlefield, which holds one: "${t(f.ref)}" cannot be hidden there.`,
  'play/unknown-flow': (f) =>
    `"${t(f.ref)}" has no Flow instance ${t(f.flow)} (it has ${t(f.count)}): pick an index below that.`,
  'target/illegal': (f) =>
    `Target ${t(f.target)} is illegal (${t(f.why)}): choose targets that meet each slot's condition.`,
  'cost/unknown-option': (f) =>
    `"${t(f.option)}" is not an optional cost of "${t(f.ref)}": choose only costs the card offers.`,
  'cost/window-closed': (f) =>
    `"${t(f.ref)}" is already finalized: optional costs are chosen only while it is being played.`,
  'cost/cannot-perform': (f) =>
    `The cost asks ${t(f.needed)} ${t(f.action)} but only ${t(f.available)} can be performed: that cost cannot be paid.`,
  'payment/insufficient-energy': (f) => `${t(f.spent)} energy spent for ${t(f.needed)}: spend the rest of the energy.`,
  'payment/insufficient-power': (f) =>
    `The power spent (${t(f.spent)}) does not cover the power requirements (${t(f.needed)}): spend power of a matching domain or universal power.`,
  'payment/overpaid': (f) =>
    `More was spent (${t(f.spent)}) than the total asks for (${t(f.needed)}): spend exactly the total.`,
  'payment/pool-insufficient': (f) =>
    `The pool holds ${t(f.pool)}, not ${t(f.spend)}: add resources to the pool before spending them.`,
  'payment/rune-exhausted': (f) =>
    `Rune "${t(f.ref)}" is already exhausted: exhaust a ready rune, or recycle this one for power.`,
  'ability/already-empowered': (f) =>
    `"${t(f.ref)}" is already empowered: its Empower ability can be used only while it is not.`,
  'payment/ability-cost-unpayable': (f) =>
    `The cost of "${t(f.ability)}" on "${t(f.ref)}" cannot be paid (${t(f.why)}): it must be readied or its cost added first.`,
  'payment/not-an-add-ability': (f) =>
    `"${t(f.ability)}" on "${t(f.ref)}" is not a Reaction ability that adds resources: only those can be used mid-payment.`,
  'payment/spell-not-allowed': (f) =>
    `"${t(f.ref)}" cannot be played in the middle of a payment: play and resolve an Add spell before starting to pay.`,
  'payment/insufficient-xp': (f) =>
    `${t(f.player)} has ${t(f.has)} XP and cannot spend ${t(f.amount)}: spend only XP the player has.`,
  'payment/unpaid-cost': (f) =>
    `${t(f.done)} of ${t(f.needed)} ${t(f.action)} performed: perform every non-resource cost.`,
  'payment/extra-step': (f) =>
    `"${t(f.ref)}" cannot pay a ${t(f.action)} cost here (${t(f.why)}): perform only what the total asks.`,
  'payment/card-cannot-pay': (f) =>
    `"${t(f.ref)}" cannot pay a ${t(f.action)} cost (${t(f.why)}): name ${t(f.instead)}.`,
  'payment/unpayable': (f) => `No legal payment of ${t(f.needed)} exists: add resources or free a card to pay with.`,
  'draw/empty-deck': (f) =>
    `${t(f.player)} must draw ${t(f.count)} but their main deck ran out after ${t(f.drawn)}: burning out (CR 431) is outside the contract, so give the player enough cards to draw.`,
  'decision/missing': (f) => `The resolution needs a "${t(f.decision)}" decision: script it in the play's decisions.`,
  'decision/invalid': (f) =>
    `The next decision is "${t(f.found)}" but a "${t(f.decision)}" is needed: script them in order.`,
};

/** A rejection value with its rendered sentence. */
export function reject(code: RejectionCode, facts: Facts = {}): Rejection {
  return { code, detail: MESSAGES[code](facts) };
}
