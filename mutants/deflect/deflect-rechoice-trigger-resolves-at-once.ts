import type { Mutant } from '../types.js';

export default {
  id: 'deflect-rechoice-trigger-resolves-at-once',
  rule: 'deflect.rechoice-is-still-targeting',
  description:
    'Resolves every triggered ability as soon as it triggers, so Warded Sentry draws in the middle of the spell that targeted it, with no passes (only Add abilities resolve at once, CR 429.2; others go on the chain, CR 383.3).',
  overrides: {
    triggerResolvesAtOnce: () => true,
  },
} satisfies Mutant;
