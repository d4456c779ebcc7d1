import type { Implementation, Observation, Query, QueryReply, Scenario } from '../../schemas/types/generated.js';

/**
 * An adapter's refusal to run a scenario, as over stdio (run-result.schema.json): the fixture is not applicable, with
 * the reason (and an issue link) in every report. Throwing `AdapterSkipError` does the same.
 */
export interface AdapterSkip {
  readonly skipped: { readonly reason: string; readonly issue?: string };
}

/**
 * An engine plugged into the harness in process: the default export of an adapter module. `describe` says who it is
 * and what it can do; `run` executes one frozen scenario and reports what the engine did, step by step, or skips it.
 * An adapter never judges: the harness compares the observation with the fixture.
 */
export interface Adapter {
  describe(): Implementation | Promise<Implementation>;
  run(scenario: Readonly<Scenario>): Observation | AdapterSkip | Promise<Observation | AdapterSkip>;
  /**
   * Answers queries (spec/INTERPRETING.md 4.8) in the state the scenario's `when` steps reach from its `given`, and
   * reads that state back after them. Needed by an adapter that declares a `query.*` capability.
   */
  query?(request: QueryRequest): QueryReply | Promise<QueryReply>;
}

/** What an adapter's `query` receives: the scenario up to the point asked (its `when` cut there), and the queries. */
export interface QueryRequest {
  readonly scenario: Readonly<Scenario>;
  readonly queries: readonly Query[];
}

/** Whether an adapter's answer is a skip rather than an observation (the skip itself is checked by the runner). */
export function isSkip(value: unknown): value is { readonly skipped: unknown } {
  return value !== null && typeof value === 'object' && Object.hasOwn(value, 'skipped');
}
