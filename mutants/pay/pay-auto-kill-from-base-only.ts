import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

export default {
  id: 'pay-auto-kill-from-base-only',
  rule: 'pay.no-self-defeating-choice',
  description:
    "Lets the automatic payer look for units to kill in the player's base only: with the only other friendly unit at a battlefield, it kills the play's own target.",
  overrides: {
    killOrder: (candidates, targets) =>
      defaultRules.killOrder(
        candidates.filter((candidate) => candidate.zone === 'base'),
        targets,
      ),
  },
} satisfies Mutant;
