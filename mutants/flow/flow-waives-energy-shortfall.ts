import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-waives-energy-shortfall',
  rule: 'flow.no-shortfall',
  description: 'Lets a play with Flow through when the energy of its total is not fully paid.',
  overrides: {
    coverage: (run, rules) => {
      const code = defaultRules.coverage(run, rules);
      return code === 'payment/insufficient-energy' && run.play !== undefined && run.play.flow !== null
        ? undefined
        : code;
    },
  },
} satisfies Mutant;
