import type { InstructionHandlers } from '../../rule-table.js';
import { compactResources } from '../../state/resources.js';

/** The resources go into the controller's rune pool. */
// add.ability-resolves-on-finalize, add.spell-uses-chain
export const add: InstructionHandlers['add'] = (session, scope, instruction) => {
  session.emit({ type: 'resource-added', player: scope.controller, resources: compactResources(instruction.add) });
  return undefined;
};
