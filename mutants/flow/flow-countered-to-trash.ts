import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-countered-to-trash',
  rule: 'flow.banish-on-leave',
  description: 'Banishes a Flow spell after it resolves, but sends it to the trash when it is countered.',
  overrides: {
    leaveChain: (departure) =>
      departure.cause === 'countered' && departure.item.flow !== null ? 'trash' : defaultRules.leaveChain(departure),
  },
} satisfies Mutant;
