/** The reference engine with every observed step passed through an edit: how the test adapters here plant a bug. */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';
import type { Observation } from '../../../schemas/types/generated.js';

const reference = await loadAdapter('reference');

export function referenceWith(edit: (step: Observation['steps'][number]) => void): Adapter {
  return {
    describe: () => reference.describe(),
    run: async (scenario) => {
      const answer = await reference.run(scenario);
      if ('skipped' in answer) return answer;
      const observation = structuredClone(answer);
      for (const step of observation.steps) edit(step);
      return observation;
    },
  };
}
