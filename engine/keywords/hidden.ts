import type { PlayerId } from '../../schemas/types/generated.js';
import type { CostAmounts } from '../cost/amounts.js';
import { reject } from '../state/messages.js';
import type { EngineContext } from '../state/session.js';
import type { CardDefinition, GameState, Rejection } from '../state/types.js';
import { findPermanent, keywordsOf } from '../state/zones.js';

/** Hidden: hide a card facedown at a battlefield for [A], play it from there on a later turn with Reaction, for 0. */

/** The cost of hiding: one power of any domain, however many instances of Hidden the card has. */
// CR 811.1.b, 811.4
export function hideCostFor(instances: number): CostAmounts {
  return { energy: 0, power: { any: Math.min(1, instances) }, discard: 0, kill: 0 };
}

/** How many instances of Hidden a card instance has, printed or granted. */
export function hiddenInstances(state: GameState, instance: string, card: CardDefinition): number {
  return keywordsOf(state, instance, card).filter(({ keyword }) => keyword.keyword === 'hidden').length;
}

/** A facedown card may be played beginning on the turn after the one it was hidden on. */
// CR 811.1.b
export function playableFromFacedown(state: GameState, hiddenOnTurn: number): boolean {
  return hiddenOnTurn < state.turn.number;
}

/**
 * Hiding is a discretionary action of the player's own turn, in an open state, while holding priority (INTERPRETING
 * 4.11); otherwise timing/not-allowed.
 */
// CR 811.1.b, 410.1.a, 312.1.a
export function hideTiming(state: GameState, player: PlayerId): boolean {
  const { turn } = state;
  return turn.activePlayer === player && turn.phase === 'main' && state.chain.length === 0 && turn.priority === player;
}

/**
 * Targets chosen from facedown are restricted to the battlefield the card was hidden at: in the model, a permanent
 * at a battlefield (INTERPRETING 4.11). A spell on the chain is at no location, and stays a legal choice.
 */
// CR 811.1.d.2
export function facedownTargetsAtBattlefield(
  state: GameState,
  _context: EngineContext,
  targets: readonly string[],
): Rejection | undefined {
  for (const target of targets) {
    const found = findPermanent(state, target);
    if (found && found.zone !== 'battlefield')
      return reject('target/illegal', { target, why: 'played from facedown, a target must be at its battlefield' });
  }
  return undefined;
}
