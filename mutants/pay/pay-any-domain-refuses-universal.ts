import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pay-any-domain-refuses-universal',
  rule: 'pay.any-domain',
  description: 'Accepts power of each of the six domains for a requirement of any domain, but not universal power.',
  overrides: {
    sourcePaysPower: (source, key) =>
      key === 'any' ? source !== 'universal' && source !== 'energy' : defaultRules.sourcePaysPower(source, key),
  },
} satisfies Mutant;
