import type { Mutant } from '../types.js';

export default {
  id: 'pay-energy-pays-power',
  rule: 'pay.energy-is-not-power',
  description: 'Counts energy and power as one number: energy pays a power requirement of any domain.',
  overrides: {
    sourcePaysPower: () => true,
  },
} satisfies Mutant;
