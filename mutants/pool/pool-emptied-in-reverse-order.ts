import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-emptied-in-reverse-order',
  rule: 'pool.every-player',
  description: 'Empties every pool, but in reverse turn order.',
  overrides: {
    poolsToEmpty: (state) => [...defaultRules.poolsToEmpty(state)].reverse(),
  },
} satisfies Mutant;
