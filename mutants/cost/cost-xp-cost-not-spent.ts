import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

/** The end-of-payment check of engine/pay/check.ts, by an engine that counts XP as a condition to hold, not a cost. */
export default {
  id: 'cost-xp-cost-not-spent',
  rule: 'cost.xp',
  description:
    'Treats an XP cost as a threshold the player must meet rather than XP to spend: a payment that spends no XP settles an XP cost, so the XP stays with the player.',
  overrides: {
    coverage: (run, rules) => defaultRules.coverage({ ...run, total: { ...run.total, xp: 0 } }, rules),
  },
} satisfies Mutant;
