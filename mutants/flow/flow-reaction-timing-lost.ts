import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-reaction-timing-lost',
  rule: 'flow.timing-unchanged',
  description:
    "Gives a spell played with Flow the timing of a card without Reaction, even when the spell has Reaction: it is played only in its controller's own main phase.",
  overrides: {
    timing: (state, player, source) =>
      defaultRules.timing(state, player, source.flow ? { ...source, reaction: false } : source),
  },
} satisfies Mutant;
