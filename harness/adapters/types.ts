import type { Implementation, Observation, Scenario } from '../../schemas/types/generated.js';

/**
 * An engine plugged into the harness in process: the default export of an adapter module. `describe` says who it is
 * and what it can do; `run` executes one frozen scenario and reports what the engine did, step by step. An adapter
 * never judges: the harness compares the observation with the fixture.
 */
export interface Adapter {
  describe(): Implementation | Promise<Implementation>;
  run(scenario: Readonly<Scenario>): Observation | Promise<Observation>;
}
