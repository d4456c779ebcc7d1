import type { InstructionHandlers } from '../../rule-table.js';
import { compactResources } from '../../state/resources.js';

/** The resources go into the controller's rune pool; "add that much" adds them X times (INTERPRETING 4.10). */
// add.ability-resolves-on-finalize, add.spell-uses-chain, cost.x-read-by-the-effect
export const add: InstructionHandlers['add'] = (session, scope, instruction) => {
  // CR 204.3.b: "that much" is the amount paid for the cost within instructions
  const times = instruction.times === 'x' ? (scope.x ?? 0) : 1;
  if (times === 0) return undefined;
  const { energy, power, universal } = instruction.add;
  const resources = {
    energy: (energy ?? 0) * times,
    power: Object.fromEntries(Object.entries(power ?? {}).map(([domain, amount]) => [domain, amount * times])),
    universal: (universal ?? 0) * times,
  };
  session.emit({ type: 'resource-added', player: scope.controller, resources: compactResources(resources) });
  return undefined;
};
