import type { CanPayQuery, PlayableQuery, TotalCostQuery } from '../../schemas/types/generated.js';
import { computeTotalCost, type TotalCost } from '../cost/pipeline.js';
import type { PlayChoices } from '../play/choices.js';
import { locatePlayable, type Playable } from '../play/legality.js';
import { validateFlowCost, validateOptions } from '../play/options.js';
import { validateExecutionTargets } from '../play/targets.js';
import { isRejection, type EngineContext } from '../state/session.js';
import type { DeepReadonly, GameState, Rejection } from '../state/types.js';

type Asked = DeepReadonly<PlayableQuery | TotalCostQuery | CanPayQuery>;

/** The choices of the play a query asks about, as a `play` action would make them (INTERPRETING 4.2 step 2). */
export function choicesOf(asked: Asked, playable: Playable, targets: readonly (readonly string[])[]): PlayChoices {
  return {
    player: asked.player,
    instance: asked.card,
    card: playable.card,
    from: playable.from,
    flow: playable.flow,
    options: asked.options ?? [],
    targets: targets[0] ?? [],
    repeatTargets: targets.slice(1),
    discountOrder: [],
  };
}

/** The card where a play may take it from (CR 829.1.b for the trash with Flow), or the play's rejection. */
export function locateAsked(state: GameState, context: EngineContext, asked: Asked): Playable | Rejection {
  const flow = asked.flow === undefined ? {} : { flow: asked.flow };
  return locatePlayable(state, context, { player: asked.player, card: asked.card, ...flow });
}

/**
 * The play's choices checked as a play checks them (targets, then options and Flow's non-resource part) and its
 * total (CR 356), or the rejection a play with these choices gets before its cost.
 */
export function settleChoices(
  state: GameState,
  context: EngineContext,
  play: PlayChoices,
): { readonly play: PlayChoices; readonly cost: TotalCost } | Rejection {
  const invalid =
    validateExecutionTargets(state, context, play) ??
    validateOptions({ state, context, play }) ??
    validateFlowCost(state, context, play);
  if (invalid) return invalid;
  return { play, cost: computeTotalCost(state, context, play) };
}

/** A query's play with its own targets, settled: zone (CR 829.1.b), targets, options, then its total (CR 356). */
export function settleAsked(
  state: GameState,
  context: EngineContext,
  asked: DeepReadonly<TotalCostQuery | CanPayQuery>,
): { readonly play: PlayChoices; readonly cost: TotalCost } | Rejection {
  const playable = locateAsked(state, context, asked);
  if (isRejection(playable)) return playable;
  const targets = [asked.targets ?? [], ...(asked.repeatTargets ?? [])];
  return settleChoices(state, context, choicesOf(asked, playable, targets));
}
