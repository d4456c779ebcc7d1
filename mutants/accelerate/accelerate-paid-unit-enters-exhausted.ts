import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-paid-unit-enters-exhausted',
  rule: 'accelerate.enters-ready',
  description: 'Charges Accelerate but forgets its benefit: the unit enters exhausted anyway.',
  overrides: {
    unitEntry: (entry) => defaultRules.unitEntry({ ...entry, accelerated: false }),
  },
} satisfies Mutant;
