import type { Mutant } from '../types.js';

export default {
  id: 'deflect-once-per-target',
  rule: 'deflect.repeated-choice',
  description:
    'Charges Deflect once per permanent chosen rather than once per choice: choosing a Deflect 2 unit twice costs 2.',
  overrides: {
    deflectChoices: (executions) => [...new Set(executions.flat())],
  },
} satisfies Mutant;
