import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-resolved-to-trash',
  rule: 'flow.banish-on-leave',
  description: 'Banishes a Flow spell only when it is countered: after resolving it goes to the trash as usual.',
  overrides: {
    leaveChain: (departure) =>
      departure.cause === 'resolved' ? departure.requested : defaultRules.leaveChain(departure),
  },
} satisfies Mutant;
