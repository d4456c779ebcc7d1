import type { Mutant } from '../types.js';

export default {
  id: 'pay-power-pays-energy',
  rule: 'pay.energy-is-not-power',
  description: 'Counts energy and power as one number: power of any domain pays energy.',
  overrides: {
    sourcePaysEnergy: () => true,
  },
} satisfies Mutant;
