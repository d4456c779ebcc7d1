import type { Phase, PlayerId } from '../../schemas/types/generated.js';
import type { GameState } from '../state/types.js';
import type { ActionDeciders } from '../rule-table.js';
import { reject } from '../state/messages.js';
import { accept, refuse } from '../state/results.js';
import { Session } from '../state/session.js';
import { chainTop, nextPlayer } from '../state/zones.js';
import { finalizePending } from '../chain/triggers.js';

const NEXT: Record<Phase, Phase> = {
  beginning: 'channel',
  channel: 'draw',
  draw: 'main',
  main: 'end',
  end: 'beginning',
};

/** Why `player` may not advance the turn now, or undefined when they may. */
// CR 316.9, 335, 347, 348: only the turn player, with no chain and no showdown under way
export function whyNoAdvance(state: GameState, player: PlayerId): string | undefined {
  if (state.turn.activePlayer !== player) return `${player} is not the active player`;
  if (state.chain.length > 0) return 'the chain is not empty';
  if (state.turn.showdown) return 'a showdown is under way: pass until it ends';
  return undefined;
}

/**
 * Advancing the turn (INTERPRETING 4.6): only the active player, with an empty chain and no showdown. The next phase
 * begins; after `end` comes the beginning of the next player's turn. Priority is the active player's in the main
 * phase, nobody's elsewhere.
 */
export const decideAdvance: ActionDeciders['advance'] = (state, action, context) => {
  const { turn } = state;
  const why = context.rules.advanceRefusal(state, action.player);
  if (why !== undefined) return refuse(context, reject('timing/wrong-phase-advance', { why }));
  const phase = NEXT[turn.phase];
  const player = phase === 'beginning' ? nextPlayer(state, turn.activePlayer) : turn.activePlayer;
  const session = new Session(context, state);
  session.triggerCosts = action.triggerCosts ?? [];
  session.emit({ type: 'phase-started', player, phase });
  session.emit({ type: 'passes-cleared' });
  session.emit({ type: 'priority-set', player: phase === 'main' ? player : null });
  context.rules.phaseStart[phase](session);
  // CR 383.3.c, 312.2.c: triggers of the phase's start go on the chain, in any phase; their controller gains priority
  finalizePending(session);
  const top = chainTop(session.state);
  if (top) session.emit({ type: 'priority-set', player: top.controller });
  return accept(session);
};
