import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';

/** The `add` instruction of engine/chain/instructions/add.ts, by an engine that reads "that much" as the printed amount. */
export default {
  id: 'cost-x-that-much-read-as-one',
  rule: 'cost.x-read-by-the-effect',
  description:
    'Reads "add that much" as the resources written on the card, once, whatever X was paid: X = 2 adds 1 power, X = 0 adds 1 too.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      add: (session, scope, instruction) => defaultRules.instructions.add(session, { ...scope, x: 1 }, instruction),
    },
  },
} satisfies Mutant;
