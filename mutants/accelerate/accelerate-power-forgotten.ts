import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-power-forgotten',
  rule: 'accelerate.legion-rearguard',
  description:
    'Charges 1 energy for Accelerate and forgets its power: Legion Rearguard with Accelerate costs 3 energy.',
  overrides: {
    accelerateCost: () => ({ energy: 1, power: {}, discard: 0, kill: 0 }),
  },
} satisfies Mutant;
