import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-units-enter-ready',
  rule: 'accelerate.enters-ready',
  description: 'Puts every unit played onto the board ready, whether or not Accelerate was paid.',
  overrides: {
    unitEntry: (entry) => defaultRules.unitEntry({ ...entry, accelerated: true }),
  },
} satisfies Mutant;
