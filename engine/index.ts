/** The reference engine's public API. */
export { createEngine, publicEvents, type Engine } from './engine.js';
export { decideWith, indexCards, type Catalogue } from './decide.js';
export { evolve, evolveAll } from './evolve.js';
export { defaultRules } from './default-rules.js';
export type {
  ActionDeciders,
  DecideResult,
  InstructionHandlers,
  InstructionScope,
  OptionState,
  PaymentStepHandlers,
  Retarget,
  RuleTable,
  TimingSource,
  UnitEntry,
} from './rule-table.js';
export { computeTotalCost, type TotalCost } from './cost/pipeline.js';
export { COST_STAGES, type CostStage, type CostStageName, type CostContext, type CostProgress } from './cost/stage.js';
export { fromCost, toCost, ZERO_COST, type CostAmounts, type RequirementKey } from './cost/amounts.js';
export { autoPay, usableAbilities, type PaymentProblem } from './pay/auto-payer.js';
export { enumeratePayments, paymentExists } from './pay/brute-force.js';
export { allocate, type Allocation, type Demand, type Supply } from './pay/matching.js';
export type { PaymentProgress, PaymentRun, SourceType } from './pay/types.js';
export { fromState, toState } from './state/normalize.js';
export { Session, type EngineContext } from './state/session.js';
export type {
  CardDefinition,
  CardIndex,
  DeepReadonly,
  EngineEvent,
  GameState,
  InternalEvent,
  Rejection,
} from './state/types.js';

/** Helpers for rule-table entries that are handlers (and for variants that override them). */
export { runInstruction, runInstructions } from './chain/instructions/index.js';
export { drawCards } from './chain/instructions/draw.js';
export { fireTriggers, firePhaseTriggers } from './chain/triggers.js';
export { resolveTop } from './chain/resolve.js';
export { newRun, runPayment, applyStep } from './pay/run.js';
export { emptyPools } from './turn/pool-emptying.js';
export { reject } from './state/messages.js';
export { accept, refuse } from './state/results.js';
export {
  chainTop,
  findPermanent,
  keywordsOf,
  locateCard,
  nextPlayer,
  permanentsOf,
  playerOrder,
} from './state/zones.js';
export type { PlayChoices } from './play/choices.js';
export type { Departure } from './keywords/flow.js';
export type { DeflectInstance } from './keywords/deflect.js';
