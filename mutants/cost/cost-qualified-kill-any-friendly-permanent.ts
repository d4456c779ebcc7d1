import type { Mutant } from '../types.js';
import { defaultRules, type PaymentStepHandlers } from '../../engine/index.js';

/** The `kill` payment step of engine/pay/steps.ts run without the qualifiers of the cost, as if every kill were plain. */
const unqualifiedKill: PaymentStepHandlers['kill'] = (session, run, step) => {
  const plain = { ...run, qualifiers: {} };
  const failed = defaultRules.paymentSteps.kill(session, plain, step);
  run.progress = plain.progress;
  return failed;
};

export default {
  id: 'cost-qualified-kill-any-friendly-permanent',
  rule: 'cost.qualified',
  description:
    'Pays a qualified kill as a plain one, "a friendly unit": the qualifier the cost states (a gear, Mighty, a tag) is never read, so a unit pays Zaun Punk\'s kill of a gear and the gear cannot.',
  overrides: {
    paymentSteps: { ...defaultRules.paymentSteps, kill: unqualifiedKill },
  },
} satisfies Mutant;
