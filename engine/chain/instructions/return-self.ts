import type { InstructionHandlers } from '../../rule-table.js';

/** The resolving spell will go to its owner's hand as it leaves the chain: its own instruction asks for the move. */
// flow.own-instruction
export const returnSelfToHand: InstructionHandlers['return-self-to-hand'] = (_session, scope) => {
  if (scope.self) scope.self.returnToHand = true;
  return undefined;
};
