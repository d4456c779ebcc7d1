import { defaultRules } from '../../engine/index.js';
import { playerOrder } from '../../engine/state/zones.js';
import type { Mutant } from '../types.js';

const { instructions } = defaultRules;

export default {
  id: 'add-ability-opens-window',
  rule: 'add.no-response-window',
  description:
    "Gives the opponents a priority window between an Add ability's activation and its resources arriving: each of them passes first.",
  overrides: {
    instructions: {
      ...instructions,
      add: (session, scope, instruction) => {
        if (!scope.self)
          for (const player of playerOrder(session.state).filter((id) => id !== scope.controller))
            session.emit({ type: 'priority-passed', player });
        return instructions.add(session, scope, instruction);
      },
    },
  },
} satisfies Mutant;
