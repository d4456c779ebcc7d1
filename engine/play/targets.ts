import type { PlayerId, TargetSlot } from '../../schemas/types/generated.js';
import { reject } from '../state/messages.js';
import type { EngineContext } from '../state/session.js';
import type { CardDefinition, CardIndex, GameState, Rejection } from '../state/types.js';
import { findPermanent } from '../state/zones.js';
import { everyTargetChoice, type PlayChoices } from './choices.js';
import { facedownTargetsAtBattlefield } from '../keywords/hidden.js';
import { paidRepeats } from '../keywords/repeat.js';
import { definitionOf } from '../state/invariant.js';

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
  if (!found || definitionOf(cards, found.permanent.card).type !== 'unit') return false;
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

/**
 * The targets of every execution: the first execution's, and one list per paid Repeat instance, each legal on its own
 * (CR 355.8). An additional execution's choices need not match the first's (CR 820.2.a): the same object may be chosen
 * again by another execution. A spell without target slots may leave the additional executions' lists out.
 */
// repeat.own-choices, deflect.repeated-choice
export function validateExecutionTargets(
  state: GameState,
  context: EngineContext,
  play: PlayChoices,
): Rejection | undefined {
  const repeats = paidRepeats(play.options).length;
  const slots = play.card.targets?.length ?? 0;
  const lists = play.repeatTargets.length;
  if (lists !== repeats && (slots > 0 || lists > 0)) {
    return reject('target/illegal', {
      target: play.repeatTargets.flat().join(', ') || 'none',
      why: `${repeats} paid Repeat instance(s), ${lists} list(s) of targets for the additional executions`,
    });
  }
  for (const targets of everyTargetChoice(play)) {
    const illegal =
      validateTargets(state, context, play.player, play.card, targets) ??
      (play.from === 'facedown' ? facedownTargetsAtBattlefield(state, context, targets) : undefined);
    if (illegal) return illegal;
  }
  return undefined;
}

/** The targets must still be legal once the costs are paid (a target killed to pay a cost is not). */
// pay.legality-unchanged, pay.no-self-defeating-choice
export function recheckTargets(state: GameState, context: EngineContext, play: PlayChoices): Rejection | undefined {
  return validateExecutionTargets(state, context, play);
}
