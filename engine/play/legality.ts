import type { Card, FacedownCard, PlayerId, RejectionCode } from '../../schemas/types/generated.js';
import { playableFromFacedown } from '../keywords/hidden.js';
import { flowCosts } from '../keywords/flow.js';
import type { TimingSource } from '../rule-table.js';
import { reject } from '../state/messages.js';
import type { EngineContext } from '../state/session.js';
import type { CardDefinition, DeepReadonly, GameState, PlayedFrom, Rejection } from '../state/types.js';
import { hasKeyword, locateCard } from '../state/zones.js';
import { whyNotTimely } from './describe.js';
import { definitionOf } from '../state/invariant.js';

/** A card that may be played from where it is: its definition, its zone and the Flow instance used. */
export interface Playable {
  readonly card: CardDefinition;
  readonly from: PlayedFrom;
  readonly flow: number | null;
}

/** A facedown card is played from there only beginning on the turn after it was hidden (CR 811.1.b). */
function fromFacedown(state: GameState, found: DeepReadonly<Card>, card: CardDefinition): Playable | Rejection {
  const hiddenOnTurn = (found as DeepReadonly<FacedownCard>).hiddenOnTurn;
  if (!playableFromFacedown(state, hiddenOnTurn))
    return reject('play/hidden-this-turn', { ref: found.id, turn: hiddenOnTurn });
  return { card, from: 'facedown', flow: null };
}

/**
 * The card must be in the player's hand, or facedown from an earlier turn (INTERPRETING 4.11), or in their trash with a Flow instance it has (INTERPRETING 4.2.1).
 */
// flow.alternative-base-cost, flow.choose-one-instance
export function locatePlayable(
  state: GameState,
  context: EngineContext,
  action: { readonly player: PlayerId; readonly card: string; readonly flow?: number },
): Playable | Rejection {
  const ref = action.card;
  const location = locateCard(state, ref);
  if (!location) return reject('action/unknown-reference', { ref, where: 'in any zone or on the chain', what: 'card' });
  if (location.kind === 'chain') return reject('play/not-from-zone', { ref, zone: 'the chain' });
  if (location.player !== action.player) return reject('action/not-your-card', { ref, owner: location.player });
  const card = definitionOf(context.cards, location.card.card);
  if (location.zone === 'hand' && action.flow === undefined) return { card, from: 'hand', flow: null };
  if (location.zone === 'facedown' && action.flow === undefined) return fromFacedown(state, location.card, card);
  if (location.zone !== 'trash' || action.flow === undefined)
    return reject('play/not-from-zone', { ref, zone: location.zone });
  const count = flowCosts(state, ref, card).length;
  if (action.flow >= count) return reject('play/unknown-flow', { ref, flow: action.flow, count });
  return { card, from: 'trash', flow: action.flow };
}

/**
 * Without Reaction: the active player, in their main phase, with an empty chain and no showdown, holding priority.
 * With Reaction: any player holding priority (INTERPRETING 4.1). Flow changes nothing.
 */
// pay.legality-unchanged, flow.timing-unchanged; CR 310.1.a, 316.5.b, 343.1.a, 343.1.b
export function standardTiming(state: GameState, player: PlayerId, source: TimingSource): RejectionCode | undefined {
  const { turn } = state;
  if (source.reaction) return turn.priority === player ? undefined : 'timing/no-priority';
  const allowed =
    turn.activePlayer === player &&
    turn.phase === 'main' &&
    state.chain.length === 0 &&
    !turn.showdown &&
    turn.priority === player;
  return allowed ? undefined : 'timing/not-allowed';
}

/** Applies the timing rule to a card or an ability, with a sentence saying why it failed. */
export function checkTiming(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  source: TimingSource,
): Rejection | undefined {
  const code = context.rules.timing(state, player, source);
  if (!code) return undefined;
  return reject(code, {
    ref: source.ref,
    why: whyNotTimely(state, player),
    player,
    holder: state.turn.priority ?? 'nobody',
  });
}

/** The timing source of a card instance: whether it has Reaction, printed or granted, or played from facedown. */
// CR 811.6: a hidden card has Reaction while facedown and as it is played from there
export function cardTiming(
  state: GameState,
  instance: string,
  card: CardDefinition,
  flow: number | null,
  from: PlayedFrom = 'hand',
): TimingSource {
  const reaction = from === 'facedown' || hasKeyword(state, instance, card, 'reaction');
  return { ref: instance, reaction, flow: flow !== null };
}
