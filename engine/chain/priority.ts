import type { ActionDeciders } from '../rule-table.js';
import { reject } from '../state/messages.js';
import { accept, refuse } from '../state/results.js';
import { Session } from '../state/session.js';
import { nextPlayer, playerOrder } from '../state/zones.js';
import { resolveTop } from './resolve.js';

/** Every player has passed in succession since the chain last changed. */
function everyonePassed(session: Session): boolean {
  const { passed } = session.state.turn;
  return playerOrder(session.state).every((player) => passed.includes(player));
}

/** The round of passes is over: the chain's top resolves, or an open showdown ends; priority returns to the active player. */
// pool.persists (neither the end of a chain nor the end of a showdown touches a pool)
function completeRound(session: Session): ReturnType<typeof resolveTop> {
  const { state } = session;
  if (state.chain.length > 0) {
    const failed = resolveTop(session);
    if (failed) return failed;
  } else if (state.turn.showdown) {
    session.emit({ type: 'showdown-ended' });
  }
  session.emit({ type: 'passes-cleared' });
  session.emit({ type: 'priority-set', player: session.state.turn.activePlayer });
  return undefined;
}

/**
 * Passing priority (INTERPRETING 4.1): only its holder passes; priority goes to the next player, and with an empty
 * chain in a showdown focus goes with it. When everyone has passed in succession, the round completes.
 */
// pool.persists
export const decidePass: ActionDeciders['pass'] = (state, action, context) => {
  if (state.turn.priority !== action.player) {
    return refuse(
      context,
      reject('timing/no-priority', { player: action.player, holder: state.turn.priority ?? 'nobody' }),
    );
  }
  const session = new Session(context, state);
  session.emit({ type: 'priority-passed', player: action.player });
  if (everyonePassed(session)) {
    const failed = completeRound(session);
    return failed ? refuse(context, failed, undefined, session.events) : accept(session);
  }
  const next = nextPlayer(state, action.player);
  session.emit({ type: 'priority-set', player: next });
  if (state.chain.length === 0 && state.turn.showdown) session.emit({ type: 'focus-passed', player: next });
  return accept(session);
};
