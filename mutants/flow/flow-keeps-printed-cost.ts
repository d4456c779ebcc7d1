import type { Mutant } from '../types.js';

export default {
  id: 'flow-keeps-printed-cost',
  rule: 'flow.alternative-base-cost',
  description: 'Lets Flow play the spell from the trash but still charges its printed cost, not its Flow cost.',
  overrides: {
    baseCost: (printed) => printed,
  },
} satisfies Mutant;
