import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-always-charged',
  rule: 'accelerate.optional-cost',
  description:
    "Treats Accelerate as part of the unit's cost rather than an option: it is charged, and given, whether chosen or not.",
  overrides: {
    totalCostChoices: (play) =>
      play.options.includes('accelerate') ? play : { ...play, options: [...play.options, 'accelerate'] },
  },
} satisfies Mutant;
