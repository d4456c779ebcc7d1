import type { InstructionHandlers } from '../../rule-table.js';
import { findPermanent } from '../../state/zones.js';
import { liveTarget } from './target.js';

/** The target permanent becomes ready, if it was exhausted (its becomes-ready triggers follow). */
// accelerate.no-ready-transition (a real transition, unlike entering ready)
export const ready: InstructionHandlers['ready'] = (session, scope, instruction) => {
  const target = liveTarget(session, scope, instruction.target);
  const found = target === undefined ? undefined : findPermanent(session.state, target);
  if (found && !found.permanent.ready)
    session.emit({ type: 'became-ready', player: found.player, card: found.permanent.id });
  return undefined;
};
