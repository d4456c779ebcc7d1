import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-reduction-waives-non-resource',
  rule: 'cost.reduction-scope',
  description:
    'Lets any reduction also waive the non-resource parts of the cost: the discard and kill costs disappear along with the energy.',
  overrides: {
    reduce: (cost, reduction) => ({ ...defaultRules.reduce(cost, reduction), discard: 0, kill: 0 }),
  },
} satisfies Mutant;
