import type { Mutant } from '../types.js';

export default {
  id: 'repeat-executes-once',
  rule: 'repeat.optional-cost',
  description: "Charges Repeat but runs the spell's effect once all the same.",
  overrides: {
    executionTargets: (item) => [item.targets],
  },
} satisfies Mutant;
