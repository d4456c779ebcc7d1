import type { PlayerId } from '../../schemas/types/generated.js';
import type { PlayChoices } from '../play/choices.js';
import type { CardIndex, GameState } from '../state/types.js';
import { permanentsOf, playerOrder } from '../state/zones.js';
import { fromCost, scaleCost } from './amounts.js';
import type { Discount } from './discounts.js';

type OwnDiscount = NonNullable<PlayChoices['card']['discounts']>[number];
type Measure = NonNullable<OwnDiscount['per']>;
type Condition = NonNullable<OwnDiscount['if']>;

/** A unit's current Might on the board: its printed Might, +1 while it has a buff (CR 703; INTERPRETING 4.13). */
function currentMight(cards: CardIndex, card: string, buffed: boolean | undefined): number {
  return (cards.get(card)?.might ?? 0) + (buffed === true ? 1 : 0);
}

/** What a computed discount is multiplied by, read from the state as the total is determined (CR 356). */
// cost.computed-discount; CR 356, 356.4
export function measure(state: GameState, cards: CardIndex, player: PlayerId, per: Measure): number {
  const units = permanentsOf(state, player).filter(({ permanent }) => cards.get(permanent.card)?.type === 'unit');
  if ('highestMight' in per) {
    return Math.max(0, ...units.map(({ permanent }) => currentMight(cards, permanent.card, permanent.buffed)));
  }
  const { zone, cardType } = per.count;
  if (zone === 'trash') return state.players[player]?.trash.length ?? 0;
  const board = permanentsOf(state, player);
  return board.filter(({ permanent }) => cardType === undefined || cards.get(permanent.card)?.type === cardType).length;
}

/** Whether this turn's record holds what a conditioned discount asks for, as seen from the playing player. */
// cost.this-turn-condition; CR 428.1
export function conditionHolds(state: GameState, cards: CardIndex, player: PlayerId, condition: Condition): boolean {
  const enemies = playerOrder(state).filter((other) => other !== player);
  const whose = condition === 'enemy-unit-died' ? enemies : [player];
  return state.turn.died.some((death) => whose.includes(death.controller) && cards.get(death.card)?.type === 'unit');
}

/** The discounts printed on the card played that apply now, each computed from the state (INTERPRETING 4.13). */
export function ownDiscounts(state: GameState, cards: CardIndex, play: PlayChoices): Discount[] {
  return (play.card.discounts ?? [])
    .filter((discount) => discount.if === undefined || conditionHolds(state, cards, play.player, discount.if))
    .map((discount) => {
      const once = fromCost(discount);
      const times = discount.per === undefined ? 1 : measure(state, cards, play.player, discount.per);
      return { id: discount.id, amounts: scaleCost(once, times) };
    });
}
