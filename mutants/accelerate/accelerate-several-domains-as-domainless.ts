import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-several-domains-as-domainless',
  rule: 'accelerate.domain',
  description: 'Treats a unit of several domains as domainless: power of any domain pays its Accelerate.',
  overrides: {
    accelerateCost: (domains) => defaultRules.accelerateCost(domains.length > 1 ? [] : domains),
  },
} satisfies Mutant;
