import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-first-domain-only',
  rule: 'accelerate.domain',
  description: 'Asks a unit of several domains for power of its first domain only.',
  overrides: {
    accelerateCost: (domains) => defaultRules.accelerateCost(domains.slice(0, 1)),
  },
} satisfies Mutant;
