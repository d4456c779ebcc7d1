import type { InstructionScope } from '../../rule-table.js';
import type { Session } from '../../state/session.js';
import { present } from '../../state/invariant.js';

/**
 * The current target of a slot, if it is still legal: it meets the slot's filter now, which it no longer does once it
 * has left the board or the chain; one moved between a base and a battlefield is still legal. An instruction whose
 * target is not does nothing (INTERPRETING 4.5).
 */
// CR 359.3.e.2, 359.3.e.3, 359.3.e.7
export function liveTarget(session: Session, scope: InstructionScope, slot: number): string | undefined {
  const target = scope.targets[slot];
  if (target === undefined) return undefined;
  // every instruction names a target slot its card (or ability) has
  const { filter } = present(present(scope.card.targets)[slot]);
  const { rules, cards } = session.context;
  return rules.targetMatches(session.state, cards, scope.controller, filter, target) ? target : undefined;
}
