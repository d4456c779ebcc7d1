import type { Mutant } from '../types.js';

/** The engine's pass with its neutral-open case left out: every pass runs the round of passes of a chain. */
export default {
  id: 'pay-pass-hands-on-open-priority',
  rule: 'pay.legality-unchanged',
  description:
    "Hands priority to the next player on a pass even with no chain and no showdown, so an opponent may play a Reaction card in the turn player's neutral open main phase (CR 312.2.a, 316.5.b keep priority with the turn player).",
  overrides: {
    passHandsOn: () => true,
  },
} satisfies Mutant;
