/** A correct test adapter: it replays the recorded observation of each fixture. */
import type { Adapter } from '../../../harness/index.js';
import { recordedObservation } from './observations.js';

const replay: Adapter = {
  describe: () => ({
    name: 'replay',
    version: '1.0.0',
    language: 'typescript',
    parallelSafe: true,
    capabilities: ['report.events', 'report.total-cost', 'payment.scripted-spend'],
  }),
  run: (scenario) => recordedObservation(scenario.id),
};

export default replay;
