/** The reference engine, except that it throws on one fixture (BREAKS_FIXTURE): a known failure to baseline. */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';

/** The fixture this adapter breaks on. */
export const BROKEN_FIXTURE = 'repeat-cost-must-be-paid';

const reference = await loadAdapter('reference');

const adapter: Adapter = {
  describe: () => reference.describe(),
  run: (scenario) => {
    if (scenario.id === BROKEN_FIXTURE) throw new Error('broken on purpose');
    return reference.run(scenario);
  },
};

export default adapter;
