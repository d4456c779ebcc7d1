import type { CardDefinition, Cost, CostQualifier } from '../../schemas/types/generated.js';
import type { DeepReadonly } from '../state/types.js';

/** What a card must be to pay a discard or a kill (spec/INTERPRETING.md 4.9). */
export type Qualifiers = DeepReadonly<NonNullable<Cost['qualifiers']>>;

/** Mighty: Might 5 or more (CR 708); the model has no Might modifications, so the printed Might decides. */
export const MIGHTY = 5;

/** The qualifiers of several costs joined: each kind takes the first cost that qualifies it. */
export function joinQualifiers(costs: readonly (DeepReadonly<Cost> | undefined)[]): Qualifiers {
  const joined: { discard?: DeepReadonly<CostQualifier>; kill?: DeepReadonly<CostQualifier> } = {};
  for (const cost of costs) {
    const stated = cost?.qualifiers;
    if (stated?.discard && !joined.discard) joined.discard = stated.discard;
    if (stated?.kill && !joined.kill) joined.kill = stated.kill;
  }
  return joined;
}

/** The qualifiers of a play: its printed cost, its mandatory additional costs and the optional ones it chose. */
export function playQualifiers(card: DeepReadonly<CardDefinition>, options: readonly string[]): Qualifiers {
  const additional = (card.additionalCosts ?? []).filter((entry) => !entry.optional || options.includes(entry.id));
  return joinQualifiers([card.cost, ...additional.map((entry) => entry.cost)]);
}

/**
 * Whether a card of this definition, in this zone, can pay a discard or kill under its qualifier: without one, any
 * card in hand for a discard and any friendly unit on the board for a kill (CR 357.2; INTERPRETING 4.4); with one,
 * every field it states must hold (CR 133.4.a.2 type, CR 708 Mighty, CR 133.8 tag, the location).
 */
// cost.qualified
export function fitsQualifier(
  definition: DeepReadonly<CardDefinition>,
  zone: string,
  action: 'discard' | 'kill',
  qualifier?: DeepReadonly<CostQualifier>,
): boolean {
  const onBoard = zone === 'base' || zone === 'battlefield';
  if (action === 'discard' ? zone !== 'hand' : !onBoard) return false;
  const type = qualifier?.cardType ?? (action === 'kill' ? 'unit' : undefined);
  if (type !== undefined && definition.type !== type) return false;
  if (qualifier?.mighty && (definition.might ?? 0) < MIGHTY) return false;
  if (qualifier?.tag !== undefined && !(definition.tags ?? []).includes(qualifier.tag)) return false;
  return qualifier?.location === undefined || qualifier.location === zone;
}
