import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-any-return-to-hand-followed',
  rule: 'flow.own-instruction',
  description:
    'Lets any return to hand through for a Flow spell that can return itself, whoever asks for it (a counter included).',
  overrides: {
    leaveChain: (departure) => {
      const returnsItself = (departure.card.effect ?? []).some(
        (instruction) => instruction.do === 'return-self-to-hand',
      );
      return returnsItself && departure.requested === 'hand' ? 'hand' : defaultRules.leaveChain(departure);
    },
  },
} satisfies Mutant;
