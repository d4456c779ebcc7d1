import { scaleCost } from '../../engine/cost/amounts.js';
import type { Mutant } from '../types.js';

export default {
  id: 'repeat-charged-per-execution',
  rule: 'repeat.optional-cost',
  description:
    'Charges the Repeat cost once for each execution of the effect, so twice, as if the repetition were a second play.',
  overrides: {
    repeatCost: (printed) => scaleCost(printed, 2),
  },
} satisfies Mutant;
