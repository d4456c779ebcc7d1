import type { PlayerId, Trigger } from '../../schemas/types/generated.js';
import type { Session } from '../state/session.js';
import type { EngineEvent } from '../state/types.js';
import { findPermanent, permanentsOf } from '../state/zones.js';
import { runInstructions } from './instructions/index.js';

/** The triggered abilities of a permanent on the board for `on`: each triggers and resolves at once (INTERPRETING 4.7). */
export function fireTriggers(session: Session, permanent: string, on: Trigger['on']): void {
  const found = findPermanent(session.state, permanent);
  const card = found ? session.context.cards.get(found.permanent.card) : undefined;
  if (!found || !card) return;
  for (const trigger of card.triggers ?? []) {
    if (trigger.on !== on) continue;
    session.emit({ type: 'ability-triggered', player: found.player, card: permanent, trigger: on });
    const failed = runInstructions(
      session,
      { controller: found.player, source: permanent, card, targets: [] },
      trigger.effect,
    );
    if (failed) session.fail(failed);
  }
}

/** The phase triggers of a player's permanents, in board order. */
export function firePhaseTriggers(
  session: Session,
  player: PlayerId,
  on: 'beginning-phase' | 'main-phase-start',
): void {
  for (const { permanent } of permanentsOf(session.state, player)) fireTriggers(session, permanent.id, on);
}

/**
 * A permanent going from exhausted to ready triggers its becomes-ready abilities; one becoming a target triggers its
 * targeted abilities. Entering ready is no transition, so it triggers nothing (accelerate.no-ready-transition).
 */
// accelerate.no-ready-transition, deflect.rechoice-is-still-targeting
export function triggerOnEvent(session: Session, event: EngineEvent): void {
  if (event.type === 'became-ready') fireTriggers(session, event.card, 'becomes-ready');
  if (event.type === 'targeted') fireTriggers(session, event.card, 'targeted');
}
