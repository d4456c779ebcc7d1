/** The reference engine, except that every observed state holds 100 000 extra cards in p1's hand: a bloated state. */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';

const reference = await loadAdapter('reference');
const CARDS = Array.from({ length: 100_000 }, (_, i) => ({ id: `bloat-${i}`, card: 'OGN-010' }));

const adapter: Adapter = {
  describe: () => reference.describe(),
  run: async (scenario) => {
    const answer = await reference.run(scenario);
    if ('skipped' in answer) return answer;
    const observation = structuredClone(answer);
    for (const step of observation.steps) {
      const side = step.state.players.p1;
      if (side) side.hand = [...(side.hand ?? []), ...CARDS];
    }
    return observation;
  },
};

export default adapter;
