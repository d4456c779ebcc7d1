import type { Ability, PlayerId } from '../../schemas/types/generated.js';
import { runInstructions } from '../chain/instructions/index.js';
import { reject } from '../state/messages.js';
import type { EngineContext, Session } from '../state/session.js';
import type { DeepReadonly, GameState, Rejection } from '../state/types.js';
import { findPermanent, locateCard } from '../state/zones.js';
import { definitionOf } from '../state/invariant.js';
import type { AbilityRef } from '../rule-inputs.js';
import { isEmpowerAbility, keywordAbilities } from '../keywords/equip-empower.js';

export type { AbilityRef };

/** The ability `abilityId` of the player's permanent `card`, or why it cannot be used. */
export function findAbility(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  card: string,
  abilityId: string,
): AbilityRef | Rejection {
  const location = findPermanent(state, card);
  if (!location) {
    const where = locateCard(state, card) ? 'on the board' : 'in the game';
    return reject('action/unknown-reference', { ref: card, where, what: 'permanent' });
  }
  if (location.player !== player) return reject('action/not-your-card', { ref: card, owner: location.player });
  const definition = definitionOf(context.cards, location.permanent.card);
  // CR 818.4, 827.3: each Equip and Empower instance is an activated ability of its own
  const abilities = [...(definition.abilities ?? []), ...keywordAbilities(state, player, card, definition)];
  const ability = abilities.find((entry) => entry.id === abilityId);
  if (!ability) return reject('action/unknown-reference', { ref: abilityId, where: `on "${card}"`, what: 'ability' });
  return { location, card: definition, ability };
}

/** An Add ability: its effect puts resources into the pool. */
export function addsResources(ability: DeepReadonly<Ability>): boolean {
  return ability.effect.some((instruction) => instruction.do === 'add');
}

/** Pays the ability's exhaust cost: the permanent must be ready. */
// add.own-cost-required
export function payExhaustCost(session: Session, ref: AbilityRef): Rejection | undefined {
  if (ref.ability.cost.exhaust !== true) return undefined;
  const current = findPermanent(session.state, ref.location.permanent.id);
  if (!current || !session.rules.canPayAbilityCost(current.permanent)) {
    return reject('payment/ability-cost-unpayable', {
      ability: ref.ability.id,
      ref: ref.location.permanent.id,
      why: 'it is exhausted',
    });
  }
  session.emit({ type: 'exhausted', player: ref.location.player, card: ref.location.permanent.id });
  return undefined;
}

/**
 * The ability is finalized and resolves at once: its instructions run with no window for anyone to act in
 * between, and neither priority nor focus moves.
 */
// add.ability-resolves-on-finalize, add.no-response-window
export function resolveAbility(
  session: Session,
  ref: AbilityRef,
  targets: readonly string[] = [],
): Rejection | undefined {
  const { player, permanent } = ref.location;
  session.emit({ type: 'ability-activated', player, card: permanent.id, ability: ref.ability.id });
  // the ability's own target slots, not its card's, decide what its instructions act on
  const card = { ...ref.card, targets: ref.ability.targets ?? [] };
  const scope = { controller: player, source: permanent.id, card, targets };
  const failed = runInstructions(session, scope, ref.ability.effect);
  if (failed) return failed;
  session.emit({ type: 'ability-resolved', player, card: permanent.id, ability: ref.ability.id });
  return undefined;
}

/** Empower may be used only while its source is not empowered. */
// CR 827.1.c.1, 441.1.b
export function checkNotEmpowered(ref: AbilityRef): Rejection | undefined {
  if (!isEmpowerAbility(ref.ability) || ref.location.permanent.empowered !== true) return undefined;
  return reject('ability/already-empowered', { ref: ref.location.permanent.id, ability: ref.ability.id });
}
