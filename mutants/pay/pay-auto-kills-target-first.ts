import type { Mutant } from '../types.js';

export default {
  id: 'pay-auto-kills-target-first',
  rule: 'pay.no-self-defeating-choice',
  description:
    "Pays a kill cost automatically with the first friendly unit it finds, the play's own target first, making the play illegal.",
  overrides: {
    killOrder: (candidates, targets) => [
      ...candidates.filter(({ permanent }) => targets.includes(permanent.id)),
      ...candidates.filter(({ permanent }) => !targets.includes(permanent.id)),
    ],
  },
} satisfies Mutant;
