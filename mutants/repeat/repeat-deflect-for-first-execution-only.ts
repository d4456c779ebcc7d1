import type { Mutant } from '../types.js';

export default {
  id: 'repeat-deflect-for-first-execution-only',
  rule: 'repeat.optional-cost.own-choices',
  description:
    "Charges Deflect for the first execution's choices only, once per spell: an additional execution that chooses the Deflect permanent again owes nothing more.",
  overrides: {
    deflectChoices: (executions) => executions[0] ?? [],
  },
} satisfies Mutant;
