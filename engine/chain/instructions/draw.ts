import type { PlayerId } from '../../../schemas/types/generated.js';
import type { InstructionHandlers } from '../../rule-table.js';
import { reject } from '../../state/messages.js';
import type { Session } from '../../state/session.js';
import type { Rejection } from '../../state/types.js';
import { sideOf } from '../../state/invariant.js';

/**
 * The player moves the top cards of their main deck to their hand, one at a time. A draw that finds the deck empty
 * would burn the player out (CR 315.4.b.1, 431.1.a), which the contract leaves out (INTERPRETING 4.5): the step is
 * rejected with `draw/empty-deck` rather than silently drawing nothing.
 */
// CR 431.1.a
export function drawCards(session: Session, player: PlayerId, count: number): Rejection | undefined {
  for (let drawn = 0; drawn < count; drawn += 1) {
    const top = sideOf(session.state, player).mainDeck[0];
    if (!top) return reject('draw/empty-deck', { player, count, drawn });
    session.emit({ type: 'card-moved', player, card: top.id, from: 'mainDeck', to: 'hand' });
  }
  return undefined;
}

export const draw: InstructionHandlers['draw'] = (session, scope, instruction) =>
  drawCards(session, scope.controller, instruction.count);
