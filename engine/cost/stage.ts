import type { PlayChoices } from '../play/choices.js';
import type { EngineContext } from '../state/session.js';
import type { GameState } from '../state/types.js';
import type { CostAmounts } from './amounts.js';

/** The stages of the total cost, in the order of the rules (cost.order; spec/INTERPRETING.md 4.3). */
export const COST_STAGES = ['base', 'additional', 'increases', 'reductions', 'total', 'floor'] as const;
export type CostStageName = (typeof COST_STAGES)[number];

/** What a stage reads: the state the play starts from, the engine's rules and catalogue, and the settled choices. */
export interface CostContext {
  readonly state: GameState;
  readonly context: EngineContext;
  readonly play: PlayChoices;
}

/** One additional cost as it joins the total: its ID (an option ID, `deflect`, or a printed cost's ID) and amount. */
export interface Component {
  readonly id: string;
  readonly cost: CostAmounts;
}

/** The total being assembled, stage after stage. */
export interface CostProgress {
  /** The running total; every stage reads and replaces it, so the stages can run in any order. */
  readonly total: CostAmounts;
  /** The optional costs whose benefit applies (cost.optional-zero-paid): set by the additional-costs stage. */
  readonly benefits: readonly string[];
  /** The total after each stage that ran, for people and tests. */
  readonly trace: readonly { readonly stage: CostStageName; readonly total: CostAmounts }[];
}

/** A stage of the pipeline: a pure function from the total so far to the total after it. */
export type CostStage = (cost: CostContext, progress: CostProgress) => CostProgress;

/** Records a stage's result in the progress. */
export function afterStage(progress: CostProgress, stage: CostStageName, total: CostAmounts): CostProgress {
  return { ...progress, total, trace: [...progress.trace, { stage, total }] };
}
