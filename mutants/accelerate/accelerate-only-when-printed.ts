import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-only-when-printed',
  rule: 'accelerate.optional-cost',
  description:
    'Reads Accelerate from the printed card only: a chosen Accelerate that an effect granted is neither charged nor gives its benefit, so the unit enters exhausted.',
  overrides: {
    totalCostChoices: (play) =>
      (play.card.keywords ?? []).some((keyword) => keyword.keyword === 'accelerate')
        ? play
        : { ...play, options: play.options.filter((option) => option !== 'accelerate') },
  },
} satisfies Mutant;
