import { firePhaseTriggers } from '../chain/triggers.js';
import { drawCards } from '../chain/instructions/draw.js';
import type { RuleTable } from '../rule-table.js';
import type { Session } from '../state/session.js';
import { permanentsOf } from '../state/zones.js';
import { emptyPools } from './pool-emptying.js';
import { sideOf } from '../state/invariant.js';

/** What each phase does as it begins (INTERPRETING 4.6), after its `phase-started`. */

/** Beginning: the active player's runes and permanents ready (with their triggers), then beginning-phase triggers. */
function beginning(session: Session): void {
  const player = session.state.turn.activePlayer;
  for (const rune of sideOf(session.state, player).runes) {
    if (!rune.ready) session.emit({ type: 'rune-readied', player, rune: rune.id });
  }
  for (const { permanent } of permanentsOf(session.state, player)) {
    if (!permanent.ready) session.emit({ type: 'became-ready', player, card: permanent.id });
  }
  firePhaseTriggers(session, player, 'beginning-phase');
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
