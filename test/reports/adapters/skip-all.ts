/** An adapter whose engine implements nothing: it declares no capability and skips every fixture. */
import type { Adapter } from '../../../harness/adapters/types.js';
import { AdapterSkipError } from '../../../harness/protocol/faults.js';

const adapter: Adapter = {
  describe: () => ({ name: 'skip-all', version: '0.0.1', language: 'typescript', capabilities: [] }),
  run: () => {
    throw new AdapterSkipError('nothing is implemented yet');
  },
};

export default adapter;
