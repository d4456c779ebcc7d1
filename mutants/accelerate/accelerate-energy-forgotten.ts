import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-energy-forgotten',
  rule: 'accelerate.legion-rearguard',
  description:
    'Charges the power of Accelerate and forgets its energy: Legion Rearguard with Accelerate costs 2 energy and 1 Fury power.',
  overrides: {
    accelerateCost: (domains) => ({ ...defaultRules.accelerateCost(domains), energy: 0 }),
  },
} satisfies Mutant;
