import type { Play } from '../../schemas/types/generated.js';
import { toCost } from '../cost/amounts.js';
import { toCostBreakdown } from '../cost/breakdown.js';
import { computeTotalCost, type TotalCost } from '../cost/pipeline.js';
import { newRun, runPayment } from '../pay/run.js';
import { playQualifiers } from '../cost/qualifiers.js';
import type { ActionDeciders } from '../rule-table.js';
import { accept, refuse } from '../state/results.js';
import { isRejection, Session, type EngineContext } from '../state/session.js';
import type { DeepReadonly, GameState } from '../state/types.js';
import type { PlayChoices } from './choices.js';
import { finalizePlay } from './finalize.js';
import { cardTiming, checkTiming, locatePlayable } from './legality.js';
import { validateFlowCost, validateOptions } from './options.js';
import { validateExecutionTargets } from './targets.js';

/** Payment, legality check and finalization, in one session: any failure drops the session (pay.rollback). */
// pay.rollback, pay.legality-unchanged
function payAndFinalize(
  state: GameState,
  context: EngineContext,
  play: PlayChoices,
  cost: TotalCost,
  action: DeepReadonly<Play>,
) {
  // the breakdown the stages filled in as they computed the total (INTERPRETING 4.14)
  const totalCost = { totalCost: toCost(cost.total), costBreakdown: toCostBreakdown(cost.breakdown) };
  const session = new Session(context, state);
  session.triggerCosts = action.triggerCosts ?? [];
  const run = { ...newRun(play.player, cost.total, 'play', play), qualifiers: playQualifiers(play.card, play.options) };
  const failed = runPayment(session, run, action.payment) ?? context.rules.legalityCheck(session.state, context, play);
  if (failed) return refuse(context, failed, totalCost, session.events);
  finalizePlay(session, play, cost.benefits, action.decisions);
  return accept(session, totalCost);
}

/**
 * Playing a card (INTERPRETING 4.2), one atomic step: legality of the play, choices, total cost, payment, legality
 * check, finalization. A rejection at any point leaves the state exactly as it was.
 */
// cost.choices-first, cost.mandatory, pay.rollback
export const decidePlay: ActionDeciders['play'] = (state, action, context) => {
  const playable = locatePlayable(state, context, action);
  if (isRejection(playable)) return refuse(context, playable);
  const { card, from, flow } = playable;
  const timing = checkTiming(state, context, action.player, cardTiming(state, action.card, card, flow, from));
  if (timing) return refuse(context, timing);
  const play: PlayChoices = {
    player: action.player,
    instance: action.card,
    card,
    from,
    flow,
    options: action.options ?? [],
    targets: action.targets ?? [],
    repeatTargets: action.repeatTargets ?? [],
    discountOrder: action.discountOrder ?? [],
  };
  const invalid =
    validateExecutionTargets(state, context, play) ??
    validateOptions({ state, context, play }) ??
    validateFlowCost(state, context, play);
  if (invalid) return refuse(context, invalid);
  return payAndFinalize(state, context, play, computeTotalCost(state, context, play), action);
};
