import type { InstructionScope } from '../../rule-table.js';
import type { Session } from '../../state/session.js';

/**
 * The current target of a slot, if it is still where a target of that slot must be; an instruction whose target is
 * gone does nothing (INTERPRETING 4.5).
 */
export function liveTarget(session: Session, scope: InstructionScope, slot: number): string | undefined {
  const target = scope.targets[slot];
  const filter = scope.card.targets?.[slot]?.filter;
  if (target === undefined || filter === undefined) return undefined;
  const { rules, cards } = session.context;
  return rules.targetMatches(session.state, cards, scope.controller, filter, target) ? target : undefined;
}
