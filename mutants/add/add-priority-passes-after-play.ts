import { chainTop, defaultRules, nextPlayer } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'add-priority-passes-after-play',
  rule: 'add.spell-uses-chain',
  description:
    'Hands priority to the next player as soon as a spell is put on the chain, so an opponent may respond or pass before the caster has passed (the reading of contract 1.x; CR 337.4 keeps it with the caster).',
  overrides: {
    priorityAfterFinalize: (state) => {
      const top = chainTop(state);
      return top ? { priority: nextPlayer(state, top.controller) } : defaultRules.priorityAfterFinalize(state);
    },
  },
} satisfies Mutant;
