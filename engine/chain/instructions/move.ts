import type { InstructionHandlers } from '../../rule-table.js';
import { findPermanent } from '../../state/zones.js';
import { liveTarget } from './target.js';

/** The target unit goes from a battlefield to its controller's base, or from the base to the battlefield. */
export const move: InstructionHandlers['move'] = (session, scope, instruction) => {
  const target = liveTarget(session, scope, instruction.target);
  const found = target === undefined ? undefined : findPermanent(session.state, target);
  if (!found) return undefined;
  const to = found.zone === 'base' ? 'battlefield' : 'base';
  session.emit({ type: 'card-moved', player: found.player, card: found.permanent.id, from: found.zone, to });
  return undefined;
};
