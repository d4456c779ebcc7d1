import type { Hide } from '../../schemas/types/generated.js';
import { toCost } from '../cost/amounts.js';
import { hiddenInstances, hideCostFor, hideTiming } from '../keywords/hidden.js';
import { newRun, runPayment } from '../pay/run.js';
import type { ActionDeciders } from '../rule-table.js';
import { reject } from '../state/messages.js';
import { accept, refuse } from '../state/results.js';
import { Session, type EngineContext } from '../state/session.js';
import type { CardDefinition, DeepReadonly, GameState, Rejection } from '../state/types.js';
import { definitionOf, sideOf } from '../state/invariant.js';
import { locateCard } from '../state/zones.js';
import { whyNotTimely } from './describe.js';

/** The card to hide: one of the player's, in their hand, with Hidden (printed or granted). */
// CR 811.1.b, 421.2.a
function hideable(state: GameState, context: EngineContext, action: DeepReadonly<Hide>): CardDefinition | Rejection {
  const ref = action.card;
  const location = locateCard(state, ref);
  if (!location) return reject('action/unknown-reference', { ref, where: 'in any zone or on the chain', what: 'card' });
  if (location.kind === 'chain') return reject('hide/not-from-hand', { ref, zone: 'the chain' });
  if (location.player !== action.player) return reject('action/not-your-card', { ref, owner: location.player });
  if (location.zone !== 'hand') return reject('hide/not-from-hand', { ref, zone: location.zone });
  const card = definitionOf(context.cards, location.card.card);
  if (hiddenInstances(state, ref, card) === 0) return reject('hide/no-hidden-keyword', { ref });
  return card;
}

/** The card to hide, or why the hide cannot be done before its payment: its card, its timing, or an occupied battlefield. */
function checkHide(state: GameState, context: EngineContext, action: DeepReadonly<Hide>): CardDefinition | Rejection {
  const card = hideable(state, context, action);
  if ('code' in card) return card;
  if (!hideTiming(state, action.player))
    return reject('timing/not-allowed', {
      ref: action.card,
      why: whyNotTimely(state, action.player),
      player: action.player,
      holder: state.turn.priority ?? 'nobody',
    });
  // CR 107.3.b, 811.1.b: a battlefield holds one facedown card; the model holds one battlefield per player
  if (sideOf(state, action.player).facedown.length > 0) return reject('hide/facedown-occupied', { ref: action.card });
  return card;
}

/**
 * Hiding a card (INTERPRETING 4.11): a discretionary action, not a play. Its cost is paid as in 4.4, then the card
 * goes from hand facedown at the player's battlefield. No chain opens and priority stays where it is.
 */
// CR 811.1.b, 811.1.c.1, 811.1.c.2, 421.1
export const decideHide: ActionDeciders['hide'] = (state, action, context) => {
  const card = checkHide(state, context, action);
  if ('code' in card) return refuse(context, card);
  const total = hideCostFor(hiddenInstances(state, action.card, card));
  const session = new Session(context, state);
  const failed = runPayment(session, newRun(action.player, total, 'hide'), action.payment);
  if (failed) return refuse(context, failed, { totalCost: toCost(total) }, session.events);
  session.emit({ type: 'card-moved', player: action.player, card: action.card, from: 'hand', to: 'facedown' });
  return accept(session, { totalCost: toCost(total) });
};
