import type { PlayableQuery, QueryAnswer, RejectionCode } from '../../schemas/types/generated.js';
import { toCost } from '../cost/amounts.js';
import { flowCosts } from '../keywords/flow.js';
import { cardTiming, checkTiming } from '../play/legality.js';
import { offeredOptions } from '../play/options.js';
import { definitionOf } from '../state/invariant.js';
import { isRejection, type EngineContext } from '../state/session.js';
import type { DeepReadonly, GameState, Rejection } from '../state/types.js';
import { choicesOf, locateAsked, settleAsked, settleChoices } from './choices.js';
import { payFailure } from './payable.js';
import { targetAssignments } from './target-choices.js';
import type { QueryAnswerers } from './types.js';

/** How far a play got before its rejection, in the order of INTERPRETING 4.2 (targets, options, payment, legality). */
function reached(rejection: Rejection, stage: number): { readonly rejection: Rejection; readonly stage: number } {
  return { rejection, stage };
}

/** The first failing check of one choice of targets, with how far it got; undefined when the play goes through. */
function tryTargets(
  state: GameState,
  context: EngineContext,
  play: ReturnType<typeof choicesOf>,
): ReturnType<typeof reached> | undefined {
  const settled = settleChoices(state, context, play);
  if (isRejection(settled)) return reached(settled, settled.code === 'target/illegal' ? 0 : 1);
  const failed = payFailure(state, context, play, settled.cost.total, true);
  if (!failed) return undefined;
  return reached(failed, failed.code === 'target/illegal' ? 3 : 2);
}

function no(code: RejectionCode): QueryAnswer {
  return { playable: false, code };
}

/**
 * `playable`: the play of INTERPRETING 4.2 with `payment: "auto"`, its targets chosen among every legal choice: zone
 * (CR 829.1.b for Flow from the trash), timing (CR 310.1.a, 316.5.b, 312.1.b), targets (CR 355.8), options, payment
 * (CR 357), legality after it (CR 358.1). Its triggers are not asked (they come after the play, CR 383.4.b.2).
 */
export const playable: QueryAnswerers['playable'] = (state, query, context) => {
  const found = locateAsked(state, context, query);
  if (isRejection(found)) return no(found.code);
  const timing = checkTiming(state, context, query.player, cardTiming(state, query.card, found.card, found.flow));
  if (timing) return no(timing.code);
  let furthest: ReturnType<typeof reached> | undefined;
  for (const targets of targetAssignments(state, context, query.player, found.card, query.options ?? [])) {
    const failed = tryTargets(state, context, choicesOf(query, found, targets));
    if (!failed) return { playable: true };
    if (!furthest || failed.stage > furthest.stage) furthest = failed;
  }
  return no(furthest?.rejection.code ?? 'target/illegal');
};

/** `total-cost`: the total of 4.3 for these choices (CR 356), whatever the timing and the resources. */
export const totalCost: QueryAnswerers['total-cost'] = (state, query, context) => {
  const settled = settleAsked(state, context, query);
  if (isRejection(settled)) return { code: settled.code };
  return { totalCost: toCost(settled.cost.total) };
};

/** `can-pay`: whether the automatic payer finds a payment of that total (CR 357.1, 357.1.a, 357.2), whatever the timing. */
export const canPay: QueryAnswerers['can-pay'] = (state, query, context) => {
  const settled = settleAsked(state, context, query);
  if (isRejection(settled)) return { code: settled.code };
  return { canPay: payFailure(state, context, settled.play, settled.cost.total, false) === undefined };
};

/** At most this many optional costs are combined for one card of `playable-cards` (2^n plays are asked). */
const MAX_OPTIONS = 5;

/** Every subset of the optional costs a card offers (CR 355.1.a), the empty one first. */
function optionSets(state: GameState, context: EngineContext, base: DeepReadonly<PlayableQuery>): string[][] {
  const found = locateAsked(state, context, base);
  if (isRejection(found)) return [[]];
  const play = choicesOf(base, found, []);
  const offered = offeredOptions({ state, context, play })
    .map((option) => option.id)
    .slice(0, MAX_OPTIONS);
  return offered.reduce<string[][]>((sets, id) => [...sets, ...sets.map((set) => [...set, id])], [[]]);
}

/**
 * The `playable` questions of one card: from hand or facedown (CR 811.1.b), or from the trash with each Flow cost;
 * with each set of options.
 */
function askedOf(
  state: GameState,
  context: EngineContext,
  player: string,
  id: string,
  zone: 'hand' | 'trash' | 'facedown',
) {
  const base: DeepReadonly<PlayableQuery> = { kind: 'playable', player, card: id };
  const card = state.players[player]?.[zone].find((entry) => entry.id === id);
  if (!card) return [];
  // CR 829.1.b: a card with Flow may be played from the trash, with one of its Flow costs
  const count = zone !== 'trash' ? 0 : flowCosts(state, id, definitionOf(context.cards, card.card)).length;
  const ways = zone !== 'trash' ? [base] : Array.from({ length: count }, (_unused, flow) => ({ ...base, flow }));
  // CR 419.2.a, 355.1.a: a card is playable if some choice of its optional costs lets it be played
  return ways.flatMap((way) => optionSets(state, context, way).map((options) => ({ ...way, options })));
}

/**
 * `playable-cards`: each card of the player's hand, of their trash with Flow, and facedown (INTERPRETING 4.11),
 * playable with some choice of options.
 */
export const playableCards: QueryAnswerers['playable-cards'] = (state, query, context) => {
  const zones = state.players[query.player];
  if (!zones) return { playableCards: [] };
  const found = (['hand', 'trash', 'facedown'] as const).flatMap((zone) =>
    zones[zone]
      .map((card) => card.id)
      .filter((id) =>
        askedOf(state, context, query.player, id, zone).some(
          (asked) => context.rules.queries.playable(state, asked, context).playable === true,
        ),
      ),
  );
  return { playableCards: found };
};

/** The reference engine's answers (INTERPRETING 4.8). */
export const defaultQueries: QueryAnswerers = {
  playable,
  'total-cost': totalCost,
  'can-pay': canPay,
  'playable-cards': playableCards,
};
