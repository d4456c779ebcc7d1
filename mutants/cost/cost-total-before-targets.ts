import type { Mutant } from '../types.js';

export default {
  id: 'cost-total-before-targets',
  rule: 'cost.choices-first',
  description:
    'Works the total out before the targets are chosen: the optional costs count, but nothing that depends on a target (Deflect) does.',
  overrides: {
    totalCostChoices: (play) => ({ ...play, targets: [] }),
  },
} satisfies Mutant;
