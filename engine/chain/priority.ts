import type { ActionDeciders } from '../rule-table.js';
import type { GameState } from '../state/types.js';
import { reject } from '../state/messages.js';
import { accept, refuse } from '../state/results.js';
import { Session } from '../state/session.js';
import { everyonePassed, nextPlayer } from '../state/zones.js';
import { openStateHolder } from './holder.js';
import { finalizePending } from './triggers.js';
import { resolveTop } from './resolve.js';

/**
 * The round of passes is over. With a chain, its newest item resolves and priority goes to the controller of the
 * newest item left, or, the chain gone, to whoever the open state gives it (focus passing on in a showdown). With no
 * chain, an open showdown ends; outside one the turn player keeps priority.
 */
// pool.persists (neither the end of a chain nor the end of a showdown touches a pool)
function completeRound(session: Session): ReturnType<typeof resolveTop> {
  const { state } = session;
  const opener = state.chain[0];
  if (opener) {
    const failed = resolveTop(session);
    if (failed) return failed;
    // CR 158.3.a, 340.3: what the resolution triggered goes on the chain once it is done
    finalizePending(session);
    // CR 315.2.a.1: the readying step's chain gone, the Beginning Phase starts
    session.rules.chainResolved(session, opener);
    session.emit({ type: 'passes-cleared' });
    // CR 340.4, 346
    const holder = session.rules.priorityAfterResolution(session.state, state);
    if (holder.focus !== undefined) session.emit({ type: 'focus-passed', player: holder.focus });
    session.emit({ type: 'priority-set', player: holder.priority });
    return undefined;
  }
  // CR 347.2.a: everyone passed in sequence with no chain: the showdown ends
  if (state.turn.showdown) session.emit({ type: 'showdown-ended' });
  session.emit({ type: 'passes-cleared' });
  // CR 335
  session.emit({ type: 'priority-set', player: openStateHolder(session.state) });
  return undefined;
}

/**
 * Whether passing hands priority on: only while a chain or a showdown lasts. In the neutral open state the turn
 * player alone holds priority, and another player gains it only in a closed state or with focus.
 */
// CR 312.2.a, 312.2.b, 312.2.d, 316.5.b, 336
export function passHandsOn(state: GameState): boolean {
  return state.chain.length > 0 || state.turn.showdown;
}

/**
 * Passing priority (INTERPRETING 4.1): only its holder passes; priority goes to the next player, and with an empty
 * chain in a showdown focus goes with it. When everyone has passed in succession, the round completes. In the
 * neutral open state a pass changes nothing: the turn player keeps priority.
 */
// CR 338.1.b.1, 339.1, 339.2, 347.2.b
// pool.persists
export const decidePass: ActionDeciders['pass'] = (state, action, context) => {
  if (state.turn.priority !== action.player) {
    return refuse(
      context,
      reject('timing/no-priority', { player: action.player, holder: state.turn.priority ?? 'nobody' }),
    );
  }
  const session = new Session(context, state);
  if (!context.rules.passHandsOn(state)) return accept(session);
  session.triggerCosts = action.triggerCosts ?? [];
  session.emit({ type: 'priority-passed', player: action.player });
  if (everyonePassed(session.state)) {
    const failed = completeRound(session);
    return failed ? refuse(context, failed, undefined, session.events) : accept(session);
  }
  const next = nextPlayer(state, action.player);
  session.emit({ type: 'priority-set', player: next });
  if (state.chain.length === 0 && state.turn.showdown) session.emit({ type: 'focus-passed', player: next });
  return accept(session);
};
