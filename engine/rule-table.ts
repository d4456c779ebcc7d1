import type { Breakdown } from './cost/breakdown.js';
import type {
  Action,
  CanPayQuery,
  Domain,
  Instruction,
  Payment,
  PaymentStep,
  Phase,
  PlayableCardsQuery,
  PlayableQuery,
  PlayerId,
  QueryAnswer,
  RejectionCode,
  TargetSlot,
  TotalCostQuery,
  Trigger,
  TriggerCost,
  Zone,
} from '../schemas/types/generated.js';
import type { DecisionQueue } from './chain/decisions.js';
import type { Holder } from './chain/holder.js';
import type { CostAmounts, RequirementKey } from './cost/amounts.js';
import type { CostEffect } from './cost/scope.js';
import { evolve } from './evolve.js';
import type { Departure } from './keywords/flow.js';
import type { PaymentRun, SourceType } from './pay/types.js';
import type { PlayChoices } from './play/choices.js';
import type {
  AbilityRef,
  ActionCounts,
  DecideResult,
  DeflectInstance,
  InstructionScope,
  OptionState,
  Retarget,
  TimingSource,
  UnitEntry,
  UsableAbility,
} from './rule-inputs.js';
import type {
  CardDefinition,
  CardIndex,
  DeepReadonly,
  EngineEvent,
  GameChainItem,
  GameState,
  Rejection,
} from './state/types.js';
import type { PermanentLocation } from './state/zones.js';

/*
 * The rule table and what its entries are handed: the engine context, the session of one action and the inputs of a
 * cost stage. These refer to one another, so they live in this one module; state/session.ts and cost/stage.ts
 * re-export them, and the plain data the entries take is in rule-inputs.ts. Keeping them together is what keeps the
 * engine free of import cycles (test/harness/import-cycles.test.ts).
 */

export type { DecideResult, InstructionScope, OptionState, Retarget, TimingSource, UnitEntry } from './rule-inputs.js';

type ActionOf<K extends Action['type']> = DeepReadonly<Extract<Action, { type: K }>>;
type StepOf<K extends PaymentStep['type']> = DeepReadonly<Extract<PaymentStep, { type: K }>>;
type InstructionOf<K extends Instruction['do']> = DeepReadonly<Extract<Instruction, { do: K }>>;

/** Decides one kind of action from the state before it. */
export type ActionDeciders = {
  readonly [K in Action['type']]: (state: GameState, action: ActionOf<K>, context: EngineContext) => DecideResult;
};

/** Carries out one kind of payment step inside a session; a rejection fails the whole payment. */
export type PaymentStepHandlers = {
  readonly [K in PaymentStep['type']]: (session: Session, run: PaymentRun, step: StepOf<K>) => Rejection | undefined;
};

/** Runs one kind of instruction (spec/INTERPRETING.md 4.5). */
export type InstructionHandlers = {
  readonly [K in Instruction['do']]: (
    session: Session,
    scope: InstructionScope,
    instruction: InstructionOf<K>,
  ) => Rejection | undefined;
};

/**
 * The reference engine, as a table of named rule functions: one entry per point where a rule decides something.
 * Each entry's comment names the rule IDs it implements. The engine always calls entries through the table, so an
 * engine that misreads one rule is the default table with that one entry overridden (see createEngine).
 */
export interface RuleTable {
  /** How each kind of action is decided (INTERPRETING 4.1-4.2). `choose-optional-cost`: accelerate.only-while-playing, cost.optional-commitment. `activate`: add.ability-resolves-on-finalize, add.no-response-window. `pass`: pool.persists. */
  readonly actions: ActionDeciders;
  /** How each query is answered, without acting (INTERPRETING 4.8): CR 356, 357, 829.1.b. */
  readonly queries: QueryAnswerers;

  /** Who holds priority once a play is finalized (INTERPRETING 4.1): CR 337.4. */
  readonly priorityAfterFinalize: (state: GameState) => Holder;
  /** Who holds priority and focus once the newest chain item resolved, `before` the state before it resolved (INTERPRETING 4.1): CR 340.4, 346. */
  readonly priorityAfterResolution: (state: GameState, before: GameState) => Holder;
  /** Whether `player` may play or activate `source` now (INTERPRETING 4.1): pay.legality-unchanged, flow.timing-unchanged. */
  readonly timing: (state: GameState, player: PlayerId, source: TimingSource) => RejectionCode | undefined;
  /** Why `player` may not advance the turn now, or undefined when they may (INTERPRETING 4.1): pool.persists. */
  readonly advanceRefusal: (state: GameState, player: PlayerId) => string | undefined;
  /** Whether a pass hands priority on, a chain or a showdown lasting (INTERPRETING 4.1): pool.persists. */
  readonly passHandsOn: (state: GameState) => boolean;
  /** Whether `target` meets a slot's filter, seen from `player` (INTERPRETING 4.2.2). */
  readonly targetMatches: (
    state: GameState,
    cards: CardIndex,
    player: PlayerId,
    filter: TargetSlot['filter'],
    target: string,
  ) => boolean;
  /** The legality check after payment (INTERPRETING 4.2.5): pay.legality-unchanged, pay.no-self-defeating-choice. */
  readonly legalityCheck: (state: GameState, context: EngineContext, play: PlayChoices) => Rejection | undefined;
  /** Whether the actions a cost asks can be performed with what is available: cost.non-resource, flow.non-resource-cost, cost.brazen-buccaneer. */
  readonly canPerform: (needed: ActionCounts, available: ActionCounts) => boolean;

  /** The choices the total is computed from: cost.choices-first, accelerate.optional-cost. */
  readonly totalCostChoices: (play: PlayChoices) => PlayChoices;
  /** The stages of the total cost, in the order they run: cost.order, flow.full-pipeline. */
  readonly costStages: (play: PlayChoices) => readonly CostStageName[];
  /** Each stage of the total cost (INTERPRETING 4.3). */
  readonly stages: Readonly<Record<CostStageName, CostStage>>;
  /** The base cost from the printed cost and the chosen Flow cost: flow.alternative-base-cost. */
  readonly baseCost: (printed: CostAmounts, flow: CostAmounts | null) => CostAmounts;
  /** The Flow cost of a play from the card's Flow instances: flow.choose-one-instance, flow.non-resource-cost. */
  readonly flowCost: (instances: readonly CostAmounts[], chosen: number) => CostAmounts;
  /** What "ignore its cost" (`part` absent) or "ignore its Energy / Power cost" leaves of a component (`base`, or an additional cost's ID): cost.ignore-base, cost.ignore-base.one-part, accelerate.with-ignored-base. */
  readonly applyIgnoreCost: (component: string, cost: CostAmounts, part?: 'energy' | 'power') => CostAmounts;
  /** What "ignoring any and all costs" leaves of the total: cost.ignore-all-costs. */
  readonly ignoreAllCosts: (total: CostAmounts) => CostAmounts;
  /** The mandatory additional costs of a card: cost.mandatory, pay.deferred-instruction. */
  readonly mandatoryCosts: (card: CardDefinition) => readonly { readonly id: string; readonly cost: CostAmounts }[];
  /** The one component an increase or reduction applies to, or undefined for a general one: cost.component-reduction. */
  readonly effectComponent: (effect: CostEffect) => string | undefined;
  /** A discount applied to a cost, with the discount's own minimum if it has one: cost.floor-zero, cost.reduction-scope, cost.discount-minimum, cost.any-power-discount. */
  readonly reduce: (cost: CostAmounts, reduction: CostAmounts, minimum?: CostAmounts) => CostAmounts;
  /** The order discounts are applied in, from the order the player names: cost.discount-order. */
  readonly discountOrder: <T extends { readonly id: string }>(
    discounts: readonly T[],
    order: readonly string[],
  ) => readonly T[];
  /** Whether an optional cost gives its benefit: cost.optional-zero-paid, accelerate.reduced-to-zero, cost.brazen-buccaneer. */
  readonly optionBenefitApplies: (option: OptionState) => boolean;
  /** What activating an ability costs beyond exhausting, from its chosen targets: deflect.per-choice.abilities. */
  readonly activationCost: (
    state: GameState,
    context: EngineContext,
    ref: AbilityRef,
    targets: readonly string[],
  ) => CostAmounts;
  /** Pays the applied costs of an action as it is performed (INTERPRETING 4.3): add.applied-cost, CR 204.4.b. */
  readonly payAppliedCost: (
    session: Session,
    player: PlayerId,
    cost: CostAmounts,
    payment: DeepReadonly<Payment> | undefined,
  ) => Rejection | undefined;
  /** Accelerate's cost for a unit of these domains: accelerate.optional-cost, accelerate.domain, accelerate.legion-rearguard. */
  readonly accelerateCost: (domains: readonly Domain[]) => CostAmounts;
  /** How many times Accelerate is charged for a unit with this many instances: accelerate.single-benefit. */
  readonly accelerateInstancesCharged: (instances: number) => number;
  /** Repeat's cost from its printed cost: repeat.optional-cost, flow.worked-example. */
  readonly repeatCost: (printed: CostAmounts, play: PlayChoices) => CostAmounts;
  /** The value of one Deflect keyword: deflect.default-value. */
  readonly deflectValue: (keyword: { readonly value?: number }) => number;
  /** The combined Deflect value of a permanent: deflect.stacking. */
  readonly combineDeflect: (instances: readonly DeflectInstance[]) => number;
  /** The choices Deflect is charged for, from the targets of each execution of a play: deflect.per-choice, deflect.repeated-choice, repeat.own-choices. */
  readonly deflectChoices: (executions: readonly (readonly string[])[]) => readonly string[];
  /** Whether a chooser pays Deflect for a permanent of `controller`: deflect.opponents-only. */
  readonly deflectApplies: (chooser: PlayerId, controller: PlayerId) => boolean;
  /** What Deflect's power accepts: deflect.any-domain, pay.any-domain. */
  readonly deflectRequirement: (card: CardDefinition) => RequirementKey;

  /** Each kind of payment step (INTERPRETING 4.4): pay.from-pool, add.reaction-during-payment, add.no-spell-during-payment, add.during-resolution. */
  readonly paymentSteps: PaymentStepHandlers;
  /** Whether a rune can be exhausted for energy: pay.from-pool. */
  readonly canExhaustRune: (rune: { readonly ready: boolean }) => boolean;
  /** Whether a rune can be recycled for power: pay.from-pool (ready or not). */
  readonly canRecycleRune: (rune: { readonly ready: boolean }) => boolean;
  /** Whether an ability's exhaust cost can be paid: add.own-cost-required. */
  readonly canPayAbilityCost: (permanent: { readonly ready: boolean }) => boolean;
  /** Whether a resource pays an energy requirement: pay.energy-is-not-power, pay.universal-power. */
  readonly sourcePaysEnergy: (source: SourceType) => boolean;
  /** Whether a resource pays a power requirement: pay.domain-match, pay.universal-power, pay.any-domain, pay.energy-is-not-power, accelerate.domain. */
  readonly sourcePaysPower: (source: SourceType, key: RequirementKey) => boolean;
  /** Whether what was paid covers the total exactly, and the code when not: cost.mandatory, cost.non-resource, flow.no-shortfall. */
  readonly coverage: (run: PaymentRun, rules: RuleTable) => RejectionCode | undefined;
  /** What ends a payment once its steps are done: the check that they cover the total exactly (INTERPRETING 4.4), or, for an engine that deducts its total itself, the deduction then that check: pay.domain-match, cost.non-resource. */
  readonly settlePayment: (session: Session, run: PaymentRun) => Rejection | undefined;
  /** The Reaction Add abilities an automatic payment may activate, their own cost exhausting or paid in energy: add.reaction-during-payment. */
  readonly autoPayAbilities: (owner: AbilityOwner) => readonly UsableAbility[];
  /** The friendly units an automatic payment may kill, in the order it tries them: pay.no-self-defeating-choice. */
  readonly killOrder: (
    candidates: readonly PermanentLocation[],
    targets: readonly string[],
  ) => readonly PermanentLocation[];
  /** The events kept when a play is rejected midway: pay.rollback. */
  readonly rollback: (partial: readonly EngineEvent[]) => readonly EngineEvent[];

  /** How a unit enters the board: accelerate.enters-ready, accelerate.no-ready-transition. */
  readonly unitEntry: (entry: UnitEntry) => readonly EngineEvent[];
  /** The targets of each execution of a resolving spell, one list per execution: repeat.optional-cost, repeat.own-choices, repeat.several-instances. */
  readonly executionTargets: (item: GameChainItem) => readonly (readonly string[])[];
  /** Where a spell goes as it leaves the chain: flow.banish-on-leave, flow.counter-sequence, flow.own-instruction, flow.only-when-used. */
  readonly leaveChain: (departure: Departure) => Zone;
  /** The cost of new targets chosen for a finalized spell: deflect.rechoice-free. */
  readonly rechoiceCost: (state: GameState, context: EngineContext, change: Retarget) => CostAmounts;
  /** The events of new targets for a finalized spell: deflect.rechoice-is-still-targeting. */
  readonly retargetEvents: (state: GameState, change: Retarget) => readonly EngineEvent[];
  /** Each kind of instruction (INTERPRETING 4.5): pay.deferred-instruction, add.during-resolution, add.optional-payment-declined, flow.counter-sequence. */
  readonly instructions: InstructionHandlers;
  /** Whether a triggered ability resolves as soon as it is finalized rather than waiting on the chain (INTERPRETING 4.7): CR 429.2, 383.3. */
  readonly triggerResolvesAtOnce: (trigger: DeepReadonly<Trigger>) => boolean;
  /** What declining a triggered ability's cost does beyond leaving it off the chain: nothing, it is not countered (INTERPRETING 4.7): add.trigger-cost-declined, CR 404.2.a. */
  readonly declineTrigger: (session: Session, item: GameChainItem) => void;
  /** What follows the resolution of a chain item once what it triggered is on the chain: the Beginning Phase starts after the readying step's chain (INTERPRETING 4.6; CR 315.2.a.1, 305). */
  readonly chainResolved: (session: Session, opener: DeepReadonly<GameChainItem>) => void;
  /** What happens after every event: triggered abilities (INTERPRETING 4.7). */
  readonly onEvent: (session: Session, event: EngineEvent) => void;

  /** What each phase does as it begins (INTERPRETING 4.6): pool.empties-at-main-start, pool.start-of-main-effects, pool.survives-channel-and-draw, pool.empties-at-end-of-turn. */
  readonly phaseStart: Readonly<Record<Phase, (session: Session) => void>>;
  /** Whose pools a rule empties, in order: pool.every-player. */
  readonly poolsToEmpty: (state: GameState) => readonly PlayerId[];
  /** Empties one pool: pool.resources-not-runes. */
  readonly emptyPool: (session: Session, player: PlayerId) => void;
}

/** The stages of the total cost, in the order of the rules (cost.order; spec/INTERPRETING.md 4.3). */
export const COST_STAGES = ['base', 'additional', 'increases', 'reductions', 'total', 'floor'] as const;
export type CostStageName = (typeof COST_STAGES)[number];

/** What a stage reads: the state the play starts from, the engine's rules and catalogue, and the settled choices. */
export interface CostContext {
  readonly state: GameState;
  readonly context: EngineContext;
  readonly play: PlayChoices;
}

/** The total being assembled, stage after stage. */
export interface CostProgress {
  /** The running total; every stage reads and replaces it, so the stages can run in any order. */
  readonly total: CostAmounts;
  /** The optional costs whose benefit applies (cost.optional-zero-paid): set by the additional-costs stage. */
  readonly benefits: readonly string[];
  /** The total after each stage that ran, for people and tests. */
  readonly trace: readonly { readonly stage: CostStageName; readonly total: CostAmounts }[];
  /** How the total was assembled, entry by entry, as each stage computes it (INTERPRETING 4.14). */
  readonly breakdown: Breakdown;
}

/** A stage of the pipeline: a pure function from the total so far to the total after it. */
export type CostStage = (cost: CostContext, progress: CostProgress) => CostProgress;

/** Who pays and from what board: enough of a payment problem to list its usable abilities. */
export interface AbilityOwner {
  readonly state: GameState;
  readonly context: EngineContext;
  readonly player: PlayerId;
}

/** What every rule function can reach: the rule table the engine is composed from, and the card catalogue. */
export interface EngineContext {
  readonly rules: RuleTable;
  readonly cards: CardIndex;
}

/**
 * One action being decided: the events emitted so far and the state they lead to. Every event goes through `emit`,
 * which applies it with `evolve` and lets the rules react (triggers). Local to one `decide` call: the state handed
 * in is never changed, and a rejected action simply drops its session (pay.rollback).
 */
export class Session {
  state: GameState;
  readonly events: EngineEvent[] = [];
  /** The first rejection raised where no caller can return it (a trigger's instruction); the action fails with it. */
  failure: Rejection | undefined = undefined;
  /** Triggered abilities waiting to be put on the chain once the current play or resolution is done (CR 383.4.b.2). */
  readonly pending: GameChainItem[] = [];
  /** The decisions of the spell resolving now, if any: triggers that fire during its resolution use them too. */
  decisions: DecisionQueue | undefined = undefined;
  /** The step's choices to pay or decline the costs of triggered abilities it puts on the chain (CR 404.2). */
  triggerCosts: readonly DeepReadonly<TriggerCost>[] = [];

  constructor(
    readonly context: EngineContext,
    state: GameState,
  ) {
    this.state = state;
  }

  get rules(): RuleTable {
    return this.context.rules;
  }

  emit(event: EngineEvent): void {
    this.state = evolve(this.state, event);
    this.events.push(event);
    this.context.rules.onEvent(this, event);
  }

  emitAll(events: readonly EngineEvent[]): void {
    for (const event of events) this.emit(event);
  }

  fail(rejection: Rejection): void {
    this.failure ??= rejection;
  }
}

/** How the engine answers each query (INTERPRETING 4.8): read-only functions of a state, never an event. */
export interface QueryAnswerers {
  readonly playable: (state: GameState, query: DeepReadonly<PlayableQuery>, context: EngineContext) => QueryAnswer;
  readonly 'total-cost': (state: GameState, query: DeepReadonly<TotalCostQuery>, context: EngineContext) => QueryAnswer;
  readonly 'can-pay': (state: GameState, query: DeepReadonly<CanPayQuery>, context: EngineContext) => QueryAnswer;
  readonly 'playable-cards': (
    state: GameState,
    query: DeepReadonly<PlayableCardsQuery>,
    context: EngineContext,
  ) => QueryAnswer;
}
