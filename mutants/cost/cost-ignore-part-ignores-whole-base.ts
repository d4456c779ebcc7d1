import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-ignore-part-ignores-whole-base',
  rule: 'cost.ignore-base.one-part',
  description:
    'Reads "ignoring its Energy cost" and "ignoring its Power cost" as ignoring the whole base cost: both its energy and its power become 0.',
  overrides: {
    applyIgnoreCost: (component, cost) => defaultRules.applyIgnoreCost(component, cost),
  },
} satisfies Mutant;
