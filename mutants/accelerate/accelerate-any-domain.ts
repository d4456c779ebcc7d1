import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-any-domain',
  rule: 'accelerate.domain',
  description: 'Accepts power of any domain for Accelerate, even on a single-domain unit.',
  overrides: {
    accelerateCost: () => defaultRules.accelerateCost([]),
  },
} satisfies Mutant;
