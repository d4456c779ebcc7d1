import type {
  Capability,
  Implementation,
  NotObserved,
  Observation,
  QueryReply,
  Scenario,
  State,
  StatePart,
} from '../../schemas/types/generated.js';
import { indexCards } from '../decide.js';
import { createEngine, type Engine } from '../engine.js';
import { fromState, toState } from '../state/normalize.js';
import type { DeepReadonly, GameState } from '../state/types.js';
import { createDeductingEngine } from './deduct.js';
import { deductedPass, deductedPlay, plainStep, type DeductedStep } from './deducting.js';
import { blankUnobserved } from './observe.js';
import { defaultRules } from '../default-rules.js';
import { answerAll } from '../query/index.js';
import type { QueryRequest } from '../query/request.js';

/**
 * The reference engine restricted to a shape real engines have: fewer capabilities, fewer observed parts of the
 * state, and the behaviour that goes with them (README.md of this folder).
 */
export interface Profile {
  /** Its adapter name is `profile:<name>`. */
  readonly name: string;
  /** What the engine lacks, in one sentence. */
  readonly description: string;
  readonly capabilities: readonly Capability[];
  readonly observes: readonly StatePart[];
  /** Whether it deducts the total from the pool itself instead of taking spend steps. */
  readonly deducts: boolean;
  /** Why it cannot run a scenario (a feature it lacks), or undefined. */
  readonly refuses: (scenario: DeepReadonly<Scenario>) => string | undefined;
  /** Why it could not have run what the engine did (a resolution, a trigger it lacks), or undefined. */
  readonly refusesRun?: (observation: Observation) => string | undefined;
  /** The parts it does not hold after a step, with the reason (`notObserved`), read from the state then. */
  readonly unobservedAt?: (state: State) => readonly NotObserved[];
}

/** A profile's in-process adapter: the describe() and run() of an engine of that shape. */
export interface ProfileAdapter {
  describe(): Implementation;
  run(scenario: Readonly<Scenario>): Observation | Skipped;
  /** Answers queries (INTERPRETING 4.8) in the state the scenario's steps reach, as an engine of that shape would. */
  query(request: QueryRequest): QueryReply;
}

/** The contract version whose capability list the profiles declare against (no capability implied for older adapters). */
export const CAPABILITIES_CONTRACT = 7;

/** The prefix of a profile's adapter name. */
export const PROFILE_PREFIX = 'profile:';

function deductedRun(engine: Engine, scenario: DeepReadonly<Scenario>): { initial: GameState; steps: DeductedStep[] } {
  const cards = indexCards(scenario.cards);
  const initial = fromState(scenario.given);
  let state = initial;
  const steps = scenario.when.map((action) => {
    const step =
      (action.type === 'play' || action.type === 'activate' || action.type === 'hide') &&
      (action.payment !== undefined || (action.type === 'activate' && action.decisions !== undefined))
        ? deductedPlay(engine, cards, state, action)
        : action.type === 'pass'
          ? deductedPass(engine, cards, state, action)
          : plainStep(engine, cards, state, action);
    state = step.state;
    return step;
  });
  return { initial, steps };
}

/** Runs a scenario with the engine of a profile and reports only what an engine of that shape reports. */
function runProfile(profile: Profile, engine: Engine, scenario: DeepReadonly<Scenario>): Observation | Skipped {
  const events = profile.capabilities.includes('report.events');
  const totals = profile.capabilities.includes('report.total-cost');
  const breakdowns = profile.capabilities.includes('report.cost-breakdown');
  const shown = (state: GameState) => blankUnobserved(toState(state), profile.observes);
  if (!profile.deducts) {
    const observed = engine.run(scenario);
    const refused = profile.refusesRun?.(observed);
    if (refused !== undefined) return { skipped: { reason: refused } };
    return {
      initial: blankUnobserved(observed.initial ?? toState(fromState(scenario.given)), profile.observes),
      steps: observed.steps.map((step) => {
        const { events: stepEvents, totalCost, costBreakdown, code, ...rest } = step;
        const notObserved = profile.unobservedAt?.(step.state) ?? [];
        return {
          ...rest,
          ...(code === undefined ? {} : { code }),
          ...(totalCost !== undefined && totals ? { totalCost } : {}),
          ...(costBreakdown !== undefined && breakdowns ? { costBreakdown } : {}),
          ...(stepEvents !== undefined && events ? { events: stepEvents } : {}),
          ...(notObserved.length === 0 ? {} : { notObserved: [...notObserved] }),
          state: blankUnobserved(step.state, profile.observes),
        };
      }),
    };
  }
  const run = deductedRun(engine, scenario);
  return {
    initial: shown(run.initial),
    steps: run.steps.map((step) => ({
      outcome: step.outcome,
      ...(step.code === undefined ? {} : { code: step.code }),
      ...(step.totalCost !== undefined && totals ? { totalCost: step.totalCost } : {}),
      ...(step.costBreakdown !== undefined && breakdowns ? { costBreakdown: step.costBreakdown } : {}),
      ...(step.charged === undefined ? {} : { charged: step.charged }),
      state: shown(step.state),
    })),
  };
}

/**
 * The answers of a profile's engine: its own run of the steps gives the state, the reference answerers the answers
 * (a deducting engine's payer question is the automatic payer's, 4.4), and the state read back shows its parts only.
 */
function queryProfile(profile: Profile, engine: Engine, request: QueryRequest): QueryReply {
  const { scenario, queries } = request;
  if (!profile.deducts) {
    const reply = engine.query(scenario, queries);
    return { answers: reply.answers, state: blankUnobserved(reply.state, profile.observes) };
  }
  const run = deductedRun(engine, scenario);
  const state = run.steps.at(-1)?.state ?? run.initial;
  const reply = answerAll(state, queries, { rules: defaultRules, cards: indexCards(scenario.cards) });
  return { answers: reply.answers, state: blankUnobserved(reply.state, profile.observes) };
}

/** A scenario the profile's engine could not have run, with the reason. */
type Skipped = { readonly skipped: { readonly reason: string } };

/** The adapter of a profile, under the name `profile:<name>`, versioned as the reference engine. */
export function profileAdapter(profile: Profile, version: string): ProfileAdapter {
  const engine = profile.deducts ? createDeductingEngine() : createEngine();
  return {
    describe: () => ({
      name: `${PROFILE_PREFIX}${profile.name}`,
      version,
      language: 'TypeScript',
      parallelSafe: true,
      capabilities: [...profile.capabilities],
      contract: CAPABILITIES_CONTRACT,
      observes: [...profile.observes],
    }),
    run: (scenario) => {
      const reason = profile.refuses(scenario);
      return reason === undefined ? runProfile(profile, engine, scenario) : { skipped: { reason } };
    },
    query: (request) => queryProfile(profile, engine, request),
  };
}
