import type { CostAmounts } from '../cost/amounts.js';
import { fitsQualifier, playQualifiers, type CardAction, type Qualifiers } from '../cost/qualifiers.js';
import { reject } from '../state/messages.js';
import type { EngineContext } from '../state/session.js';
import type { GameState, Rejection } from '../state/types.js';
import { permanentsOf } from '../state/zones.js';
import type { PlayChoices } from './choices.js';
import { definitionOf, sideOf } from '../state/invariant.js';
import { shortfallFacts } from './describe.js';
import type { ActionCounts } from '../rule-inputs.js';

export type { ActionCounts };

/** Cards in hand other than the one played, and friendly units on the board. */
export function availableActions(
  state: GameState,
  context: EngineContext,
  player: string,
  played?: string,
  qualifiers: Qualifiers = {},
): ActionCounts {
  const { hand } = sideOf(state, player);
  const fits = (card: string, zone: string, action: CardAction) =>
    fitsQualifier(definitionOf(context.cards, card), zone, action, qualifiers[action]);
  const board = permanentsOf(state, player);
  const count = (action: CardAction) => board.filter(({ permanent, zone }) => fits(permanent.card, zone, action));
  const cards = hand.filter((card) => card.id !== played && fits(card.card, 'hand', 'discard'));
  return {
    discard: cards.length,
    kill: count('kill').length,
    // CR 414.1.b: an exhausted permanent cannot be exhausted again
    exhaustFriendly: count('exhaustFriendly').filter(({ permanent }) => permanent.ready).length,
    returnToHand: count('returnToHand').length,
    xp: sideOf(state, player).xp,
  };
}

/** Enough cards and units exist for the actions a cost asks. */
// cost.non-resource, flow.non-resource-cost, cost.brazen-buccaneer
export function enoughToPerform(needed: ActionCounts, available: ActionCounts): boolean {
  const others = (['exhaustFriendly', 'returnToHand', 'xp'] as const).every(
    (action) => (needed[action] ?? 0) <= (available[action] ?? 0),
  );
  return needed.discard <= available.discard && needed.kill <= available.kill && others;
}

/** cost/cannot-perform when the non-resource part of `cost` cannot be performed by the player of `play`. */
export function checkPerformable(
  state: GameState,
  context: EngineContext,
  play: PlayChoices,
  cost: CostAmounts,
): Rejection | undefined {
  // cost.qualified: only the cards the chosen costs' qualifiers allow can perform them
  const qualifiers = playQualifiers(play.card, play.options);
  const available = availableActions(state, context, play.player, play.instance, qualifiers);
  if (context.rules.canPerform(cost, available)) return undefined;
  return reject('cost/cannot-perform', shortfallFacts(cost, available));
}
