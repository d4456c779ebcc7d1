import type { Mutant } from '../types.js';

export default {
  id: 'flow-self-return-ignored',
  rule: 'flow.own-instruction',
  description:
    "Banishes a Flow spell whatever asks for the move, even when its own effect returns it to its owner's hand.",
  overrides: {
    leaveChain: (departure) => (departure.item.flow !== null ? 'banishment' : departure.requested),
  },
} satisfies Mutant;
