/**
 * The deducted-payment recipe of spec/INTERPRETING.md 4.4 ("Engines that deduct the total themselves"), carried out
 * over an engine that has no spend step: the rune steps are the engine's own moves, the play is made with a pool of
 * exactly what the fixture's spend steps spend, and the rest of the pool is set aside and put back.
 */
import type { Action, PaymentStep, Resources, RejectionCode, Cost } from '../../schemas/types/generated.js';
import { ZERO_COST } from '../cost/amounts.js';
import { decideWith, indexCards } from '../decide.js';
import type { Engine } from '../engine.js';
import { evolveAll } from '../evolve.js';
import { applyStep, newRun } from '../pay/run.js';
import { addResources, compactResources, covers, NO_RESOURCES, subtractResources } from '../state/resources.js';
import { Session } from '../state/session.js';
import type { CardIndex, DeepReadonly, GameState } from '../state/types.js';

/** What one step of the recipe gives: the engine's answer and the state after it. */
export interface DeductedStep {
  readonly outcome: 'accepted' | 'rejected';
  readonly code?: RejectionCode;
  readonly detail?: string;
  readonly totalCost?: Cost;
  readonly state: GameState;
}

type Step = DeepReadonly<PaymentStep>;

const RUNE_STEPS: ReadonlySet<string> = new Set(['exhaust-rune', 'recycle-rune']);

function withPool(state: GameState, player: string, pool: Resources): GameState {
  const side = state.players[player];
  if (side === undefined) return state;
  return { ...state, players: { ...state.players, [player]: { ...side, pool: compactResources(pool) } } };
}

function rejected(state: GameState, code: RejectionCode, detail: string): DeductedStep {
  return { outcome: 'rejected', code, detail, state };
}

/** The rune steps, as the engine's own moves (exhaust a rune, recycle a rune), in order; undefined if one is refused. */
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

/**
 * Runs one play (or activation) whose payment is scripted on an engine that deducts its total: the rune steps, then
 * a pool of exactly what the spend steps spend (a spend beyond the pool is refused here, as the spend step would be),
 * then the play with the payment's other steps (discards, kills), then the rest of the pool back. A refusal anywhere
 * leaves the state as it was.
 */
export function deductedPlay(
  engine: Engine,
  cards: CardIndex,
  state: GameState,
  action: DeepReadonly<Extract<Action, { type: 'play' | 'activate' }>>,
): DeductedStep {
  const payment = action.payment ?? [];
  if (payment === 'auto') throw new Error('this engine has no automatic payer');
  const afterRunes = runeMoves(
    engine,
    cards,
    state,
    action.player,
    payment.filter((step) => RUNE_STEPS.has(step.type)),
  );
  if ('code' in afterRunes) return rejected(state, afterRunes.code, afterRunes.detail);
  const pool = afterRunes.players[action.player]?.pool ?? NO_RESOURCES;
  const spent = spentBy(payment);
  if (!covers(pool, spent)) return rejected(state, 'payment/pool-insufficient', 'the spends take more than the pool');
  const setAside = subtractResources(pool, spent);
  const others = payment.filter((step) => !RUNE_STEPS.has(step.type) && step.type !== 'spend');
  const played = { ...action, payment: others } as DeepReadonly<Action>;
  const result = decideWith(engine.rules, withPool(afterRunes, action.player, spent), played, cards);
  const cost = result.totalCost === undefined ? {} : { totalCost: structuredClone<Cost>(result.totalCost) };
  if (result.outcome === 'rejected') return { ...rejected(state, result.code, result.detail), ...cost };
  const after = evolveAll(withPool(afterRunes, action.player, spent), result.events);
  const left = after.players[action.player]?.pool ?? NO_RESOURCES;
  return { outcome: 'accepted', ...cost, state: withPool(after, action.player, addResources(left, setAside)) };
}

/** Any other step, decided by the engine as it is. */
export function plainStep(engine: Engine, cards: CardIndex, state: GameState, action: DeepReadonly<Action>) {
  const result = decideWith(engine.rules, state, action, indexCards(cards));
  const cost = result.totalCost === undefined ? {} : { totalCost: structuredClone<Cost>(result.totalCost) };
  if (result.outcome === 'rejected') return { ...rejected(state, result.code, result.detail), ...cost };
  return { outcome: 'accepted' as const, ...cost, state: evolveAll(state, result.events) };
}
