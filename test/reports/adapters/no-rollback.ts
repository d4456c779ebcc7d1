/** The reference engine, except that a rejected step leaves its first ready rune exhausted: a rollback bug. */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';

const reference = await loadAdapter('reference');

const adapter: Adapter = {
  describe: () => reference.describe(),
  run: async (scenario) => {
    const answer = await reference.run(scenario);
    if ('skipped' in answer) return answer;
    const observation = structuredClone(answer);
    for (const step of observation.steps) {
      if (step.outcome !== 'rejected') continue;
      const runes = Object.values(step.state.players).flatMap((side) => side.runes ?? []);
      const rune = runes.find((candidate) => candidate.ready);
      if (rune) rune.ready = false;
    }
    return observation;
  },
};

export default adapter;
