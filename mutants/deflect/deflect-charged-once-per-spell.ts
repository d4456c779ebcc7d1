import type { Mutant } from '../types.js';

export default {
  id: 'deflect-charged-once-per-spell',
  rule: 'deflect.per-choice',
  description: 'Charges Deflect once per spell, for its first target only, however many Deflect permanents it chooses.',
  overrides: {
    deflectChoices: (executions) => executions.flat().slice(0, 1),
  },
} satisfies Mutant;
