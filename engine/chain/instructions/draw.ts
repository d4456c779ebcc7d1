import type { PlayerId } from '../../../schemas/types/generated.js';
import type { InstructionHandlers } from '../../rule-table.js';
import type { Session } from '../../state/session.js';

/** The player moves the top cards of their main deck to their hand, one at a time; an empty deck gives nothing. */
export function drawCards(session: Session, player: PlayerId, count: number): void {
  for (let drawn = 0; drawn < count; drawn += 1) {
    const top = session.state.players[player]?.mainDeck[0];
    if (!top) return;
    session.emit({ type: 'card-moved', player, card: top.id, from: 'mainDeck', to: 'hand' });
  }
}

export const draw: InstructionHandlers['draw'] = (session, scope, instruction) => {
  drawCards(session, scope.controller, instruction.count);
  return undefined;
};
