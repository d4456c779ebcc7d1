import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-focus-kept-when-chain-closes',
  rule: 'pool.persists',
  description:
    'Leaves focus where it is when a chain closes during a showdown and gives priority back to the focus holder, as if only passing moved focus (CR 346 passes it on).',
  overrides: {
    priorityAfterResolution: (state, before) => {
      const holder = defaultRules.priorityAfterResolution(state, before);
      return holder.focus === undefined ? holder : { priority: state.turn.focus };
    },
  },
} satisfies Mutant;
