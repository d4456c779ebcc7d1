import { ZERO_COST } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-ignore-drops-additional-costs',
  rule: 'cost.ignore-base',
  description:
    'Reads "ignore the cost" as making the whole play free: the additional costs, mandatory or chosen, are ignored along with the base cost.',
  overrides: {
    applyIgnoreCost: () => ZERO_COST,
  },
} satisfies Mutant;
