import { ZERO_COST } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'repeat-free',
  rule: 'repeat.optional-cost',
  description: 'Grants the extra execution of Repeat without adding its cost to the total.',
  overrides: {
    repeatCost: () => ZERO_COST,
  },
} satisfies Mutant;
