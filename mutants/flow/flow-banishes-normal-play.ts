import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-banishes-normal-play',
  rule: 'flow.only-when-used',
  description:
    'Banishes a spell that has Flow whenever it leaves the chain, even when it was played normally from the hand.',
  overrides: {
    leaveChain: (departure) => {
      const hasFlow = (departure.card.keywords ?? []).some((keyword) => keyword.keyword === 'flow');
      return hasFlow && !departure.ownInstruction ? 'banishment' : defaultRules.leaveChain(departure);
    },
  },
} satisfies Mutant;
