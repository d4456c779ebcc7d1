import type { Mutant } from '../types.js';

export default {
  id: 'repeat-always-chosen',
  rule: 'repeat.optional-cost',
  description:
    'Treats Repeat as always on for a spell that has it: its cost is charged and the effect runs twice, chosen or not.',
  overrides: {
    totalCostChoices: (play) =>
      play.options.includes('repeat') ? play : { ...play, options: [...play.options, 'repeat'] },
  },
} satisfies Mutant;
