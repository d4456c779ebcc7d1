import type { CardDefinition, Cost, CostQualifier } from '../../schemas/types/generated.js';
import type { DeepReadonly } from '../state/types.js';

/** The non-resource actions a card pays by being named in a payment step (INTERPRETING 4.4, 4.9). */
export type CardAction = 'discard' | 'kill' | 'exhaustFriendly' | 'returnToHand';

/** What a card must be to pay a discard, kill, exhaust or return (spec/INTERPRETING.md 4.9). */
export type Qualifiers = DeepReadonly<NonNullable<Cost['qualifiers']>>;

/** Mighty: Might 5 or more (CR 708); the model has no Might modifications, so the printed Might decides. */
export const MIGHTY = 5;

/** The qualifiers of several costs joined: each kind takes the first cost that qualifies it. */
export function joinQualifiers(costs: readonly (DeepReadonly<Cost> | undefined)[]): Qualifiers {
  const joined: Partial<Record<CardAction, DeepReadonly<CostQualifier>>> = {};
  for (const cost of costs) {
    for (const [action, qualifier] of Object.entries(cost?.qualifiers ?? {}) as [CardAction, CostQualifier][])
      joined[action] ??= qualifier;
  }
  return joined;
}

/** The qualifiers of a play: its printed cost, its mandatory additional costs and the optional ones it chose. */
export function playQualifiers(card: DeepReadonly<CardDefinition>, options: readonly string[]): Qualifiers {
  const additional = (card.additionalCosts ?? []).filter((entry) => !entry.optional || options.includes(entry.id));
  return joinQualifiers([card.cost, ...additional.map((entry) => entry.cost)]);
}

/**
 * Whether a card of this definition, in this zone, can pay a discard, kill, exhaust or return under its qualifier:
 * without one, any card in hand for a discard, a friendly unit on the board for a kill or an exhaust, and any friendly
 * permanent for a return (CR 357.2; INTERPRETING 4.4); with one,
 * every field it states must hold (CR 133.4.a.2 type, CR 708 Mighty, CR 133.8 tag, the location).
 */
// cost.qualified
export function fitsQualifier(
  definition: DeepReadonly<CardDefinition>,
  zone: string,
  action: CardAction,
  qualifier?: DeepReadonly<CostQualifier>,
): boolean {
  const onBoard = zone === 'base' || zone === 'battlefield';
  if (action === 'discard' ? zone !== 'hand' : !onBoard) return false;
  // a kill or an exhaust takes a friendly unit unless qualified; a return any friendly permanent (INTERPRETING 4.9)
  const type = qualifier?.cardType ?? (action === 'kill' || action === 'exhaustFriendly' ? 'unit' : undefined);
  if (type !== undefined && definition.type !== type) return false;
  if (qualifier?.mighty && (definition.might ?? 0) < MIGHTY) return false;
  if (qualifier?.tag !== undefined && !(definition.tags ?? []).includes(qualifier.tag)) return false;
  return qualifier?.location === undefined || qualifier.location === zone;
}
