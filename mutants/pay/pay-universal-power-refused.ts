import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pay-universal-power-refused',
  rule: 'pay.universal-power',
  description:
    'Does not accept universal power for a requirement of a named domain: only power of that domain pays it.',
  overrides: {
    sourcePaysPower: (source, key) =>
      source === 'universal' ? key === 'any' : defaultRules.sourcePaysPower(source, key),
  },
} satisfies Mutant;
