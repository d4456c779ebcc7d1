/** An in-process adapter that echoes a 5 MB string where a schema message quotes it: step 0's one event type. */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';

/** The echoed value: one string, shared by every answer (the adapter itself stays small). */
export const HUGE = 'A'.repeat(5_000_000);

const reference = await loadAdapter('reference');

const adapter: Adapter = {
  describe: () => reference.describe(),
  run: async (scenario) => {
    const answer = await reference.run(scenario);
    if ('skipped' in answer) return answer;
    const [first, ...rest] = answer.steps;
    return first === undefined
      ? answer
      : ({ ...answer, steps: [{ ...first, events: [{ type: HUGE }] }, ...rest] } as typeof answer);
  },
};

export default adapter;
