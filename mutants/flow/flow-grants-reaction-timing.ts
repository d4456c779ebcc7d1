import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-grants-reaction-timing',
  rule: 'flow.timing-unchanged',
  description: 'Lets a spell played with Flow be played with Reaction timing, whenever its controller holds priority.',
  overrides: {
    timing: (state, player, source) =>
      defaultRules.timing(state, player, source.flow ? { ...source, reaction: true } : source),
  },
} satisfies Mutant;
