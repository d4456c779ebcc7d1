import type { Mutant } from '../types.js';

export default {
  id: 'pay-domain-match-skipped',
  rule: 'pay.domain-match',
  description: 'Skips domain matching: power of any domain pays any power requirement.',
  overrides: {
    sourcePaysPower: (source) => source !== 'energy',
  },
} satisfies Mutant;
