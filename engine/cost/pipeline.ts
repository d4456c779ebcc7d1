import type { PlayChoices } from '../play/choices.js';
import type { EngineContext } from '../state/session.js';
import type { GameState } from '../state/types.js';
import { ZERO_COST, type CostAmounts } from './amounts.js';
import { EMPTY_BREAKDOWN, type Breakdown } from './breakdown.js';
import type { CostProgress, CostStageName } from './stage.js';

/** The total cost of a play, with the options whose benefit applies and the total after each stage. */
export interface TotalCost {
  readonly total: CostAmounts;
  readonly benefits: readonly string[];
  readonly trace: CostProgress['trace'];
  /** How the stages assembled the total (INTERPRETING 4.14). */
  readonly breakdown: Breakdown;
}

/**
 * Computes the total cost of a play from its settled choices (cost.choices-first), running the stages the rules
 * name in the order they name (cost.order): base cost, additional costs, increases, reductions, modifications of
 * the total, floor at 0.
 */
export function computeTotalCost(state: GameState, context: EngineContext, play: PlayChoices): TotalCost {
  const { rules } = context;
  const choices = rules.totalCostChoices(play);
  const cost = { state, context, play: choices };
  const start: CostProgress = { total: ZERO_COST, benefits: [], trace: [], breakdown: EMPTY_BREAKDOWN };
  const stages: readonly CostStageName[] = rules.costStages(choices);
  const progress = stages.reduce((current, name) => rules.stages[name](cost, current), start);
  return { total: progress.total, benefits: progress.benefits, trace: progress.trace, breakdown: progress.breakdown };
}
