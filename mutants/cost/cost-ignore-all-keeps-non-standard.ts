import { ZERO_COST } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-ignore-all-keeps-non-standard',
  rule: 'cost.ignore-base.any-and-all-costs',
  description:
    'Reads "ignoring any and all costs" as waiving energy and power only: a discard or a kill the card asks for is still owed.',
  overrides: {
    ignoreAllCosts: (total) => ({ ...ZERO_COST, discard: total.discard, kill: total.kill }),
  },
} satisfies Mutant;
