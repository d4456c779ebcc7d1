import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { instructions } = defaultRules;

export default {
  id: 'flow-counter-fails-on-flow-spell',
  rule: 'flow.counter-sequence',
  description:
    'Lets a counter fail on a spell played with Flow, since it cannot move the spell where it says: the spell stays on the chain and resolves.',
  overrides: {
    instructions: {
      ...instructions,
      counter: (session, scope, instruction) => {
        const target = scope.targets[instruction.target];
        const item = session.state.chain.find((entry) => entry.id === target);
        return item !== undefined && item.flow !== null ? undefined : instructions.counter(session, scope, instruction);
      },
    },
  },
} satisfies Mutant;
