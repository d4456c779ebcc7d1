import type { Mutant } from '../types.js';

export default {
  id: 'cost-total-before-choices',
  rule: 'cost.choices-first',
  description:
    'Works the total out from the printed cost before the choices are made, as if no target and no optional cost had been chosen, and keeps that total.',
  overrides: {
    totalCostChoices: (play) => ({ ...play, options: [], targets: [] }),
  },
} satisfies Mutant;
