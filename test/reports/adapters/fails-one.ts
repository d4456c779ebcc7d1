/**
 * The reference engine, except on one fixture (FAILING_FIXTURE), which it gets wrong in the way the environment variable
 * FAIL_MODE names: `cost` reports a total cost of one energy too many at step 0; `outcome` rejects step 0 for
 * insufficient energy; unset, it passes. Two different failures of one fixture, for baselines that record what failed.
 */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';
import type { Observation } from '../../../schemas/types/generated.js';

/** The fixture this adapter gets wrong: step 0 plays a spell for a total of 4 energy. */
export const FAILING_FIXTURE = 'repeat-echoing-bolt-executes-twice';

/** The environment variable choosing the failure. */
export const FAIL_MODE = 'RB_TEST_FAIL_MODE';

const reference = await loadAdapter('reference');

function broken(observation: Observation, initial: Observation['steps'][number]['state']): Observation {
  const [first, ...rest] = observation.steps;
  if (first === undefined) return observation;
  if (process.env[FAIL_MODE] === 'outcome') {
    const rejected = { outcome: 'rejected', code: 'payment/insufficient-energy', state: initial } as const;
    return { steps: [rejected, ...rest.map((step) => ({ ...step, state: initial }))] };
  }
  const energy = (first.totalCost?.energy ?? 0) + 1;
  return { steps: [{ ...first, totalCost: { ...first.totalCost, energy } }, ...rest] };
}

const adapter: Adapter = {
  describe: () => reference.describe(),
  run: async (scenario) => {
    const result = await reference.run(scenario);
    const mode = process.env[FAIL_MODE];
    if (scenario.id !== FAILING_FIXTURE || mode === undefined || !('steps' in result)) return result;
    return broken(result, result.initial ?? scenario.given);
  },
};

export default adapter;
