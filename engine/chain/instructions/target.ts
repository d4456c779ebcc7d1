import type { InstructionScope } from '../../rule-table.js';
import type { Session } from '../../state/session.js';
import { present } from '../../state/invariant.js';

/**
 * The current target of a slot, if it is still where a target of that slot must be; an instruction whose target is
 * gone does nothing (INTERPRETING 4.5).
 */
export function liveTarget(session: Session, scope: InstructionScope, slot: number): string | undefined {
  const target = scope.targets[slot];
  if (target === undefined) return undefined;
  // every instruction names a target slot its card (or ability) has
  const { filter } = present(present(scope.card.targets)[slot]);
  const { rules, cards } = session.context;
  return rules.targetMatches(session.state, cards, scope.controller, filter, target) ? target : undefined;
}
