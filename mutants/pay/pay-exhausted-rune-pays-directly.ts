import { defaultRules } from '../../engine/index.js';
import { addResources } from '../../engine/state/resources.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'pay-exhausted-rune-pays-directly',
  rule: 'pay.from-pool',
  description:
    'Counts the energy of an exhausted rune straight toward the total: it never stays in the pool to be spent, or left over.',
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      'exhaust-rune': (session, run, step) => {
        const failed = paymentSteps['exhaust-rune'](session, run, step);
        if (failed) return failed;
        session.emit({ type: 'resource-spent', player: run.player, resources: { energy: 1 } });
        run.progress = { ...run.progress, spent: addResources(run.progress.spent, { energy: 1 }) };
        return undefined;
      },
    },
  },
} satisfies Mutant;
