import type { InstructionHandlers } from '../../rule-table.js';
import { findPermanent } from '../../state/zones.js';
import { liveTarget } from './target.js';

/** Equip's effect: the gear whose ability resolves is attached to the target unit, if both are still on the board. */
// CR 818.1.b, 818.2, 434.1
export const attachSelf: InstructionHandlers['attach-self'] = (session, scope, instruction) => {
  const target = liveTarget(session, scope, instruction.target);
  const gear = findPermanent(session.state, scope.source);
  if (target === undefined || !gear || !findPermanent(session.state, target)) return undefined;
  // CR 434.1.g: attaching to the current top-most card has no effect
  if (gear.permanent.attachedTo === target) return undefined;
  session.emit({ type: 'attached', player: scope.controller, card: gear.permanent.id, to: target });
  return undefined;
};

/** Empower's effect: its source becomes empowered; one already empowered stays as it is. */
// CR 827.1.b, 827.2, 441.1.c
export const empowerSelf: InstructionHandlers['empower-self'] = (session, scope) => {
  const source = findPermanent(session.state, scope.source);
  if (!source || source.permanent.empowered === true) return undefined;
  session.emit({ type: 'empowered', player: scope.controller, card: source.permanent.id });
  return undefined;
};
