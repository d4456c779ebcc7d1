import { reject } from '../state/messages.js';
import type { Session } from '../state/session.js';
import type { DeepReadonly, Rejection } from '../state/types.js';
import type { CardDefinition } from '../../schemas/types/generated.js';
import { fitsQualifier, type CardAction } from '../cost/qualifiers.js';
import { findRune, locateCard } from '../state/zones.js';
import { definitionOf } from '../state/invariant.js';
import type { PaymentRun } from './types.js';

/**
 * Whether the card a `discard` or `kill` step names can pay that cost (INTERPRETING 4.4): an ID found nowhere is
 * action/unknown-reference, another player's card action/not-your-card, and the player's own card that cannot pay
 * payment/card-cannot-pay. Checked before the count of the total (payment/extra-step).
 */

/** Where an ID is in the game and whose it is: a card in a zone or on the chain, or a rune. */
function whereIs(
  session: Session,
  ref: string,
): { player: string; zone: string; definition?: DeepReadonly<CardDefinition> } | undefined {
  const location = locateCard(session.state, ref);
  if (location?.kind === 'zone') {
    const definition = definitionOf(session.context.cards, location.card.card);
    return { player: location.player, zone: location.zone, definition };
  }
  if (location?.kind === 'chain') return { player: location.item.controller, zone: 'chain' };
  const rune = findRune(session.state, ref);
  return rune ? { player: rune.player, zone: 'runes' } : undefined;
}

/** What each action takes without a qualifier, for the rejection's sentence. */
const PLAIN: Record<CardAction, string> = {
  discard: 'a card in your hand other than the one played',
  kill: 'a friendly unit',
  exhaustFriendly: 'a ready friendly unit',
  returnToHand: 'a friendly unit or gear',
};

/** The rejection for a discard or kill of a card that cannot pay it, if it cannot. */
// cost.non-resource: CR 357.2 (a discard from the player's hand, a kill of a friendly unit), CR 354 (the card played)
export function cannotPayWith(
  session: Session,
  run: PaymentRun,
  ref: string,
  action: CardAction,
): Rejection | undefined {
  const plain = PLAIN[action];
  const instead = run.qualifiers?.[action] ? `${plain}, as the cost qualifies it` : plain;
  if (ref === run.play?.instance) {
    return reject('payment/card-cannot-pay', { ref, action, why: 'it is the card being played', instead });
  }
  const found = whereIs(session, ref);
  if (!found) return reject('action/unknown-reference', { ref, where: 'in the game', what: 'card' });
  if (found.player !== run.player) return reject('action/not-your-card', { ref, owner: found.player });
  // cost.qualified: a qualifier narrows which of the player's cards can pay (INTERPRETING 4.9)
  const qualifier = run.qualifiers?.[action];
  const fits = found.definition !== undefined && fitsQualifier(found.definition, found.zone, action, qualifier);
  return fits
    ? undefined
    : reject('payment/card-cannot-pay', { ref, action, why: `it is in your ${found.zone}`, instead });
}
