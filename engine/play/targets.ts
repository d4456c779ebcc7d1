import type { PlayerId, TargetSlot } from '../../schemas/types/generated.js';
import { reject } from '../state/messages.js';
import type { EngineContext } from '../state/session.js';
import type { CardDefinition, CardIndex, GameState, Rejection } from '../state/types.js';
import { findPermanent } from '../state/zones.js';
import type { PlayChoices } from './choices.js';

type Filter = TargetSlot['filter'];

/** The controller of a permanent on the board or of a spell on the chain. */
export function controllerOf(state: GameState, id: string): PlayerId | undefined {
  return findPermanent(state, id)?.player ?? state.chain.find((item) => item.id === id)?.controller;
}

/**
 * Whether `target` meets a slot's filter, seen from `player`: a unit on an opponent's board, on the player's board,
 * on any board, or a spell on the chain (INTERPRETING 4.2.2).
 */
export function matchesFilter(
  state: GameState,
  cards: CardIndex,
  player: PlayerId,
  filter: Filter,
  target: string,
): boolean {
  if (filter === 'spell') return state.chain.some((item) => item.id === target);
  const found = findPermanent(state, target);
  if (!found || cards.get(found.permanent.card)?.type !== 'unit') return false;
  if (filter === 'enemy-unit') return found.player !== player;
  if (filter === 'friendly-unit') return found.player === player;
  return true;
}

/**
 * One target per slot, each meeting its filter, and the same object in two slots only where the card allows it;
 * otherwise target/illegal.
 */
export function validateTargets(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  card: CardDefinition,
  targets: readonly string[],
): Rejection | undefined {
  const slots = card.targets ?? [];
  if (targets.length !== slots.length) {
    return reject('target/illegal', {
      target: targets.join(', ') || 'none',
      why: `${slots.length} slot(s), ${targets.length} target(s)`,
    });
  }
  for (const [index, slot] of slots.entries()) {
    const target = targets[index] ?? '';
    if (!context.rules.targetMatches(state, context.cards, player, slot.filter, target)) {
      return reject('target/illegal', { target, why: `slot ${index} wants ${slot.filter}` });
    }
  }
  if (card.sameTargetAllowed !== true && new Set(targets).size !== targets.length) {
    return reject('target/illegal', {
      target: targets.join(', '),
      why: 'the card does not allow the same target twice',
    });
  }
  return undefined;
}

/** The targets must still be legal once the costs are paid (a target killed to pay a cost is not). */
// pay.legality-unchanged, pay.no-self-defeating-choice
export function recheckTargets(state: GameState, context: EngineContext, play: PlayChoices): Rejection | undefined {
  return validateTargets(state, context, play.player, play.card, play.targets);
}
