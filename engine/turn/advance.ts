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

/** Ends the current phase and begins the next one with its start actions; returns the phase begun. */
function beginNextPhase(session: Session): Phase {
  const { turn } = session.state;
  const phase = NEXT[turn.phase];
  const player = phase === 'beginning' ? nextPlayer(session.state, turn.activePlayer) : turn.activePlayer;
  session.emit({ type: 'phase-started', player, phase });
  session.emit({ type: 'passes-cleared' });
  session.emit({ type: 'priority-set', player: phase === 'main' ? player : null });
  session.rules.phaseStart[phase](session);
  // CR 383.3.c, 312.2.c: triggers of the phase's start go on the chain, in any phase; their controller gains priority
  finalizePending(session);
  const top = chainTop(session.state);
  if (top) session.emit({ type: 'priority-set', player: top.controller });
  return phase;
}

/**
 * Advancing the turn (INTERPRETING 4.6): only the active player, with an empty chain and no showdown. The next phase
 * begins; after `end` comes the beginning of the next player's turn. Priority is the active player's in the main
 * phase, nobody's elsewhere. With `to` (INTERPRETING section 2), phase after phase until the named one has begun;
 * `to: "end"` is refused from the ending phase.
 */
export const decideAdvance: ActionDeciders['advance'] = (state, action, context) => {
  const why = context.rules.advanceRefusal(state, action.player);
  if (why !== undefined) return refuse(context, reject('timing/wrong-phase-advance', { why }));
  // CR 316.9, 316.9.a, 312.2.a: from the ending phase, "end" would end the next player's main phase, theirs alone to end
  if (action.to === 'end' && state.turn.phase === 'end') {
    return refuse(
      context,
      reject('timing/wrong-phase-advance', {
        why: 'the turn is in its ending phase already: advance one phase, or to "main"',
      }),
    );
  }
  const session = new Session(context, state);
  session.triggerCosts = action.triggerCosts ?? [];
  // CR 316.1, 317.3: a named point is reached phase by phase; a trigger left on the chain stops the turn (CR 305, 335)
  for (;;) {
    const phase = beginNextPhase(session);
    const done = action.to === undefined || phase === action.to;
    if (done || session.state.chain.length > 0 || session.failure) break;
  }
  return accept(session);
};
