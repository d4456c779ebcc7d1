import type { Mutant } from '../types.js';

export default {
  id: 'deflect-ignored',
  rule: 'deflect.per-choice',
  description: "Never charges Deflect: choosing an opponent's Deflect permanent costs nothing extra.",
  overrides: {
    deflectChoices: () => [],
  },
} satisfies Mutant;
