import type { Mutant } from '../types.js';

export default {
  id: 'deflect-rechoice-not-targeting',
  rule: 'deflect.rechoice-is-still-targeting',
  description:
    'Skips the targeting along with the cost when a finalized spell gets new targets: no targeted event, so no "when targeted" trigger.',
  overrides: {
    retargetEvents: () => [],
  },
} satisfies Mutant;
