import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-counter-destination-followed',
  rule: 'flow.counter-sequence',
  description:
    "Follows the counter's own destination for a countered Flow spell: Abandon returns it to its owner's hand.",
  overrides: {
    leaveChain: (departure) =>
      departure.cause === 'countered' ? departure.requested : defaultRules.leaveChain(departure),
  },
} satisfies Mutant;
