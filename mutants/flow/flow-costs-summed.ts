import { ZERO_COST } from '../../engine/index.js';
import { addCosts } from '../../engine/cost/amounts.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-costs-summed',
  rule: 'flow.choose-one-instance',
  description: 'Adds up the costs of every Flow instance of a spell instead of using the one chosen.',
  overrides: {
    flowCost: (instances) => instances.reduce(addCosts, ZERO_COST),
  },
} satisfies Mutant;
