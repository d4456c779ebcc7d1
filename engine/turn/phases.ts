import { finalizePending, firePhaseTriggers } from '../chain/triggers.js';
import { drawCards } from '../chain/instructions/draw.js';
import type { RuleTable } from '../rule-table.js';
import type { Session } from '../state/session.js';
import type { DeepReadonly, GameChainItem } from '../state/types.js';
import { permanentsOf } from '../state/zones.js';
import { emptyPools } from './pool-emptying.js';
import { sideOf } from '../state/invariant.js';

/** What each phase does as it begins (INTERPRETING 4.6), after its `phase-started`. */

/** The Beginning Phase proper starts: the active player's beginning-phase triggers trigger (CR 315.2.a.1). */
export function startBeginningPhase(session: Session): void {
  firePhaseTriggers(session, session.state.turn.activePlayer, 'beginning-phase');
}

/** The Awaken Phase's task: the active player's exhausted runes and permanents become ready (CR 315.1.b). */
export function readyAll(session: Session): void {
  const player = session.state.turn.activePlayer;
  for (const rune of sideOf(session.state, player).runes) {
    if (!rune.ready) session.emit({ type: 'rune-readied', player, rune: rune.id });
  }
  for (const { permanent } of permanentsOf(session.state, player)) {
    if (!permanent.ready) session.emit({ type: 'became-ready', player, card: permanent.id });
  }
}

/**
 * Beginning: the readying, whose triggers go on the chain once it is done (CR 334.2); the Beginning Phase starts only
 * with the chain empty (CR 305, 335), so now if nothing waits there, else once that chain has resolved
 * (`readyingChainResolved`).
 */
function beginning(session: Session): void {
  readyAll(session);
  finalizePending(session);
  if (session.state.chain.length === 0) startBeginningPhase(session);
}

/**
 * A chain has resolved to empty: if it was the readying step's (opened by a becomes-ready trigger in the `beginning`
 * phase), the Beginning Phase starts now and its triggers go on the chain (CR 315.2.a.1, 305).
 */
export function readyingChainResolved(session: Session, opener: DeepReadonly<GameChainItem>): void {
  const { state } = session;
  if (state.turn.phase !== 'beginning' || state.chain.length > 0 || opener.trigger?.on !== 'becomes-ready') return;
  startBeginningPhase(session);
  finalizePending(session);
}

/** Channel: the top two runes of the rune deck come onto the board ready; pools are untouched. */
// pool.survives-channel-and-draw
function channel(session: Session): void {
  const player = session.state.turn.activePlayer;
  for (const rune of sideOf(session.state, player).runeDeck.slice(0, 2)) {
    session.emit({ type: 'rune-channelled', player, rune: rune.id });
  }
}

/** Draw: the active player draws one card; pools are untouched. */
// pool.survives-channel-and-draw
function draw(session: Session): void {
  const failed = drawCards(session, session.state.turn.activePlayer, 1);
  if (failed) session.fail(failed);
}

/** Main: every pool empties first, then start-of-main-phase triggers, whose resources therefore stay. */
// pool.empties-at-main-start, pool.every-player, pool.start-of-main-effects
function main(session: Session): void {
  emptyPools(session);
  firePhaseTriggers(session, session.state.turn.activePlayer, 'main-phase-start');
}

/**
 * End: the ending step (CR 317.1; no corpus card acts in it), then the expiration step: the effects that last this
 * turn expire (CR 317.2.c), then every pool empties (CR 317.2.d). The step would start again if any item had used the
 * chain (CR 317.2.f); nothing in it puts one there in this model.
 */
// pool.empties-at-end-of-turn, pool.every-player
function end(session: Session): void {
  // CR 317.2.c
  for (const effect of session.state.effects) {
    if (effect.expires === 'end-of-turn') session.emit({ type: 'effect-expired', effect: effect.id });
  }
  // CR 317.2.d, 167
  emptyPools(session);
}

export const phaseStarts: RuleTable['phaseStart'] = { beginning, channel, draw, main, end };
