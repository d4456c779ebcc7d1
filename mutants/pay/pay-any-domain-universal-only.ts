import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pay-any-domain-universal-only',
  rule: 'pay.any-domain',
  description: 'Reads "power of any domain" as universal power: only universal power pays a requirement of any domain.',
  overrides: {
    sourcePaysPower: (source, key) =>
      key === 'any' ? source === 'universal' : defaultRules.sourcePaysPower(source, key),
  },
} satisfies Mutant;
