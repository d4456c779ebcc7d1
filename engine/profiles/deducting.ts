/**
 * The deducted-payment recipe of spec/INTERPRETING.md 4.4 ("Engines that deduct the total themselves"), carried out
 * over an engine that has no spend step: the rune and `activate` steps are the engine's own moves, the play is made with a pool of
 * exactly what the fixture's spend steps spend, and the rest of the pool is set aside and put back.
 */
import type {
  Action,
  Cost,
  CostBreakdown,
  Decision,
  PaymentStep,
  Resources,
  RejectionCode,
} from '../../schemas/types/generated.js';
import { ZERO_COST } from '../cost/amounts.js';
import { decideWith } from '../decide.js';
import type { Engine } from '../engine.js';
import { evolveAll } from '../evolve.js';
import { applyStep, newRun } from '../pay/run.js';
import { addResources, compactResources, covers, NO_RESOURCES, subtractResources } from '../state/resources.js';
import { Session } from '../state/session.js';
import type { CardIndex, DeepReadonly, GameChainItem, GameState } from '../state/types.js';
import { chainTop, playerOrder } from '../state/zones.js';
import { sideOf } from '../state/invariant.js';
import { setChainItem, updatePool } from '../state/evolve.js';

/** What one step of the recipe gives: the engine's answer and the state after it. */
export interface DeductedStep {
  readonly outcome: 'accepted' | 'rejected';
  readonly code?: RejectionCode;
  readonly detail?: string;
  readonly totalCost?: Cost;
  /** How the engine assembled that total (INTERPRETING 4.14). */
  readonly costBreakdown?: CostBreakdown;
  /** What the engine took out of the pool of exactly the spends, reported as `charged` (INTERPRETING 4.4). */
  readonly charged?: Resources;
  readonly state: GameState;
}

type Step = DeepReadonly<PaymentStep>;

/** The steps applied first, in their order, as the engine's own moves (INTERPRETING 4.4, recipe step 1). */
const OWN_MOVES: ReadonlySet<string> = new Set(['exhaust-rune', 'recycle-rune', 'activate']);

function withPool(state: GameState, player: string, pool: Resources): GameState {
  return updatePool(state, player, () => compactResources(pool));
}

function rejected(state: GameState, code: RejectionCode, detail: string): DeductedStep {
  return { outcome: 'rejected', code, detail, state };
}

/**
 * The rune and `activate` steps, as the engine's own moves (exhaust a rune, recycle a rune, activate a Reaction Add
 * ability, its energy cost paid from the player's whole pool: CR 357.1.a, 429.3), in order; a rejection if one is refused.
 */
function runeMoves(engine: Engine, cards: CardIndex, state: GameState, player: string, steps: readonly Step[]) {
  const session = new Session({ rules: engine.rules, cards }, state);
  const run = newRun(player, ZERO_COST, 'play');
  for (const step of steps) {
    const failed = applyStep(session, run, step) ?? session.failure;
    if (failed) return failed;
  }
  return session.state;
}

/** What the spend steps spend in all. */
export function spentBy(steps: readonly Step[]): Resources {
  return steps.reduce<Resources>(
    (sum, step) => (step.type === 'spend' ? addResources(sum, step.resources) : sum),
    NO_RESOURCES,
  );
}

type ScriptedSteps = readonly Step[];

/**
 * The recipe around one move of the engine that pays the given scripted payments: the rune and `activate` steps
 * first, as the engine's own moves, then a pool of exactly what the spend steps spend (a spend beyond the pool is refused here, as
 * the spend step would be), then the move itself with what is left of the payments (discards, kills), then the rest
 * of the pool back. A refusal anywhere leaves the state as it was.
 */
function withSpentPool(
  engine: Engine,
  cards: CardIndex,
  state: GameState,
  player: string,
  payments: readonly ScriptedSteps[],
  action: DeepReadonly<Action>,
  prepare: (state: GameState) => GameState = (pool) => pool,
): DeductedStep {
  const steps = payments.flat();
  const afterRunes = runeMoves(
    engine,
    cards,
    state,
    player,
    steps.filter((step) => OWN_MOVES.has(step.type)),
  );
  if ('code' in afterRunes) return rejected(state, afterRunes.code, afterRunes.detail);
  const { pool } = sideOf(afterRunes, player);
  const spent = spentBy(steps);
  if (!covers(pool, spent)) return rejected(state, 'payment/pool-insufficient', 'the spends take more than the pool');
  const setAside = subtractResources(pool, spent);
  const step = plainStep(engine, cards, prepare(withPool(afterRunes, player, spent)), action);
  if (step.outcome === 'rejected') return { ...step, state };
  const left = sideOf(step.state, player).pool;
  const charged = takenOnly(subtractResources(spent, left));
  return { ...step, charged, state: withPool(step.state, player, addResources(left, setAside)) };
}

/** A payment without its rune, `activate` and spend steps: what the engine is given once the recipe has done them. */
function othersOf(steps: ScriptedSteps): Step[] {
  return steps.filter((step) => !OWN_MOVES.has(step.type) && step.type !== 'spend');
}

/** Runs one play (or activation, or hide) whose payment is scripted on an engine that deducts its total (INTERPRETING 4.4). */
export function deductedPlay(
  engine: Engine,
  cards: CardIndex,
  state: GameState,
  action: DeepReadonly<Extract<Action, { type: 'play' | 'activate' | 'hide' }>>,
): DeductedStep {
  const payment = action.payment ?? [];
  if (payment === 'auto') throw new Error('this engine has no automatic payer');
  // an activated ability resolves within its step: the payments of its decisions (an X, INTERPRETING 4.10) go with it
  const decisions = action.type === 'activate' ? action.decisions : undefined;
  const resolution = (decisions ?? []).flatMap((decision) => decisionPayments(decision));
  const played = {
    ...action,
    payment: othersOf(payment),
    ...(decisions === undefined ? {} : { decisions: decisions.map(strippedDecision) }),
  } as DeepReadonly<Action>;
  return withSpentPool(engine, cards, state, action.player, [payment, ...resolution], played);
}

/** The scripted payment of a decision that pays at resolution: an accepted `optional-payment`, or an `x-amount`. */
function decisionPayments(decision: DeepReadonly<Decision>): ScriptedSteps[] {
  const paying = decision.type === 'optional-payment' || decision.type === 'x-amount';
  return paying && Array.isArray(decision.payment) ? [decision.payment as ScriptedSteps] : [];
}

/** The decision with its payment stripped of what the recipe already did. */
function strippedDecision(decision: DeepReadonly<Decision>): DeepReadonly<Decision> {
  return decisionPayments(decision).length > 0 && 'payment' in decision
    ? { ...decision, payment: othersOf(decision.payment as ScriptedSteps) }
    : decision;
}

/** The scripted payments of a chain item's decisions (a payment at resolution: `optional-payment` accepted). */
function resolutionPayments(item: GameChainItem | undefined): ScriptedSteps[] {
  return (item?.decisions ?? []).flatMap((decision) => decisionPayments(decision));
}

/** The state with the top chain item's resolution payments stripped of what the recipe already did. */
function withStrippedDecisions(state: GameState): GameState {
  const top = chainTop(state);
  if (top?.decisions === undefined) return state;
  const decisions = top.decisions.map((decision) => strippedDecision(decision));
  return setChainItem(state, { ...top, decisions });
}

/** Whether this pass completes a round of passes, so that the top item of the chain resolves (CR 340.1, 340.2). */
function completesRound(state: GameState, player: string): boolean {
  return (
    state.chain.length > 0 && playerOrder(state).every((other) => other === player || state.turn.passed.includes(other))
  );
}

/**
 * A pass on an engine that deducts its total: when it makes the top item resolve and that item pays a scripted cost
 * at resolution, the recipe runs around the pass (the engine asks for the payment in the middle of its own move, and
 * the adapter answers it the same way as a play's); otherwise the engine decides it as it is.
 */
export function deductedPass(
  engine: Engine,
  cards: CardIndex,
  state: GameState,
  action: DeepReadonly<Extract<Action, { type: 'pass' }>>,
): DeductedStep {
  const top = chainTop(state);
  const payments = completesRound(state, action.player) ? resolutionPayments(top) : [];
  if (top === undefined || !payments.flat().some((step) => step.type === 'spend'))
    return plainStep(engine, cards, state, action);
  return withSpentPool(engine, cards, state, top.controller, payments, action, withStrippedDecisions);
}

/** What left the pool, without what the step added to it (an Add at resolution, INTERPRETING 4.10). */
function takenOnly(difference: Resources): Resources {
  const power = Object.fromEntries(Object.entries(difference.power ?? {}).filter(([, amount]) => amount > 0));
  return compactResources({
    energy: Math.max(difference.energy ?? 0, 0),
    power,
    universal: Math.max(difference.universal ?? 0, 0),
  });
}

/** Any other step, decided by the engine as it is. */
export function plainStep(
  engine: Engine,
  cards: CardIndex,
  state: GameState,
  action: DeepReadonly<Action>,
): DeductedStep {
  const result = decideWith(engine.rules, state, action, cards);
  const cost = {
    ...(result.totalCost === undefined ? {} : { totalCost: structuredClone<Cost>(result.totalCost) }),
    ...(result.costBreakdown === undefined ? {} : { costBreakdown: structuredClone(result.costBreakdown) }),
  };
  if (result.outcome === 'rejected') return { ...rejected(state, result.code, result.detail), ...cost };
  return { outcome: 'accepted', ...cost, state: evolveAll(state, result.events) };
}
