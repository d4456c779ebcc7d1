import type { Action, Event, Observation, Query, QueryReply, Scenario } from '../schemas/types/generated.js';
import { answerAll } from './query/index.js';
import { decideWith, indexCards, type Catalogue } from './decide.js';
import { defaultRules } from './default-rules.js';
import { evolve, evolveAll } from './evolve.js';
import type { DecideResult, RuleTable } from './rule-table.js';
import { fromState, toState } from './state/normalize.js';
import type { DeepReadonly, EngineEvent, GameState } from './state/types.js';

/** An engine composed from a rule table: decide, evolve, and run a whole scenario into an observation. */
export interface Engine {
  readonly rules: RuleTable;
  decide(state: GameState, action: DeepReadonly<Action>, cards: Catalogue): DecideResult;
  evolve(state: GameState, event: EngineEvent): GameState;
  run(scenario: DeepReadonly<Scenario>): Observation;
  /** Answers queries in the state the scenario reaches after its steps (INTERPRETING 4.8). */
  query(scenario: DeepReadonly<Scenario>, queries: readonly DeepReadonly<Query>[]): QueryReply;
}

type ObservedStep = Observation['steps'][number];

const INTERNAL: ReadonlySet<EngineEvent['type']> = new Set([
  'priority-set',
  'passes-cleared',
  'chain-item-set',
  'chain-item-added',
  'chain-item-removed',
]);

/** The events an observation reports: the public ones, as plain copies. */
export function publicEvents(events: readonly EngineEvent[]): Event[] {
  return events.filter((event) => !INTERNAL.has(event.type)).map((event) => structuredClone(event) as Event);
}

function observe(result: DecideResult, state: GameState): ObservedStep {
  const events = publicEvents(result.events);
  const cost = result.totalCost ? { totalCost: structuredClone(result.totalCost) } : {};
  if (result.costBreakdown) Object.assign(cost, { costBreakdown: structuredClone(result.costBreakdown) });
  if (result.outcome === 'accepted') return { outcome: 'accepted', ...cost, events, state: toState(state) };
  return { outcome: 'rejected', code: result.code, detail: result.detail, ...cost, events, state: toState(state) };
}

/** Applies each `when` step in order to the state the previous one left (a rejected step leaves it as it was). */
function playScenario(rules: RuleTable, scenario: DeepReadonly<Scenario>): { steps: ObservedStep[]; state: GameState } {
  const cards = indexCards(scenario.cards);
  let state = fromState(scenario.given);
  const steps = scenario.when.map((action) => {
    const result = decideWith(rules, state, action, cards);
    state = evolveAll(state, result.events);
    return observe(result, state);
  });
  return { steps, state };
}

function runScenario(rules: RuleTable, scenario: DeepReadonly<Scenario>): Observation {
  const initial = toState(fromState(scenario.given));
  return { initial, steps: playScenario(rules, scenario).steps };
}

function queryScenario(
  rules: RuleTable,
  scenario: DeepReadonly<Scenario>,
  queries: readonly DeepReadonly<Query>[],
): QueryReply {
  const { state } = playScenario(rules, scenario);
  return answerAll(state, queries, { rules, cards: indexCards(scenario.cards) });
}

/**
 * The reference engine, or a variant of it: `overrides` replaces entries of the default rule table. An engine that
 * misreads one rule is `createEngine({ entry: misreading })`; a misreading may call the default entry it replaces.
 */
export function createEngine(overrides: Partial<RuleTable> = {}): Engine {
  const rules: RuleTable = { ...defaultRules, ...overrides };
  return {
    rules,
    decide: (state, action, cards) => decideWith(rules, state, action, cards),
    evolve,
    run: (scenario) => runScenario(rules, scenario),
    query: (scenario, queries) => queryScenario(rules, scenario, queries),
  };
}
