/** A faulty test adapter: it replays the recorded observations but reports one energy too many in every total. */
import type { Adapter } from '../../../harness/index.js';
import { recordedObservation } from './observations.js';

const wrongTotal: Adapter = {
  describe: () => ({
    name: 'wrong-total',
    version: '1.0.0',
    language: 'typescript',
    capabilities: ['report.events', 'report.total-cost'],
  }),
  run: (scenario) => {
    const observation = recordedObservation(scenario.id);
    for (const step of observation.steps) if (step.totalCost) step.totalCost.energy = (step.totalCost.energy ?? 0) + 1;
    return observation;
  },
};

export default wrongTotal;
