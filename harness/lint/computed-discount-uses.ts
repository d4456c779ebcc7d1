/**
 * Uses of the capabilities of spec/INTERPRETING.md 4.13: a card's own discount computed from the state or
 * conditioned on this turn's events, this turn's record of kills, and buffs.
 */
import type { Capability, Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { child } from '../text/pointer.js';
import type { CapabilityUse, UseReason } from './use-types.js';
import { givenInstances } from './walk.js';

function use(capability: Capability, pointer: string, reason: UseReason): CapabilityUse {
  return { capability, pointer, reason };
}

/** The plays of a card whose own discounts are computed (`per`) or conditioned (`if`). */
function playUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  return fixture.when.flatMap((action, i) => {
    if (action.type !== 'play') return [];
    const discounts = cards.get(cardOf.get(action.card) ?? '')?.discounts ?? [];
    const at = child('/when', i, 'card');
    return [
      ...(discounts.some((d) => d.per !== undefined)
        ? [use('cost.computed-discount', at, 'plays-computed-discount')]
        : []),
      ...(discounts.some((d) => d.if !== undefined)
        ? [use('cost.this-turn-condition', at, 'plays-turn-condition')]
        : []),
    ];
  });
}

/** Queries (4.8) about a card whose own discounts are computed or conditioned: the answer reads them as a play would. */
function queryUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const asked = [
    ...(fixture.then.queries ?? []).map((query, q) => ({ query, at: child('/then/queries', q, 'ask', 'card') })),
    ...fixture.then.steps.flatMap((step, i) =>
      (step.queries ?? []).map((query, q) => ({ query, at: child('/then/steps', i, 'queries', q, 'ask', 'card') })),
    ),
  ];
  return asked.flatMap(({ query, at }) => {
    const card = 'card' in query.ask ? query.ask.card : undefined;
    const discounts = cards.get(cardOf.get(card ?? '') ?? '')?.discounts ?? [];
    return [
      ...(discounts.some((d) => d.per !== undefined)
        ? [use('cost.computed-discount', at, 'plays-computed-discount')]
        : []),
      ...(discounts.some((d) => d.if !== undefined)
        ? [use('cost.this-turn-condition', at, 'plays-turn-condition')]
        : []),
    ];
  });
}

/** Permanents whose `buffed` is stated anywhere in the fixture (given or a state pattern). */
function buffUses(fixture: Fixture): CapabilityUse[] {
  const found: CapabilityUse[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        walk(item, child(pointer, i));
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'buffed') found.push(use('board.buffs', child(pointer, key), 'states-buff'));
        else walk(inner, child(pointer, key));
      }
    }
  };
  walk(fixture.given, '/given');
  walk(fixture.then, '/then');
  return found;
}

/** A given turn that records kills. */
function recordUses(fixture: Fixture): CapabilityUse[] {
  return (fixture.given.turn.died ?? []).length > 0
    ? [use('cost.this-turn-condition', '/given/turn/died', 'states-turn-record')]
    : [];
}

/** Every use of the capabilities of INTERPRETING 4.13. */
export function computedDiscountUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  return [...playUses(fixture, cards), ...queryUses(fixture, cards), ...buffUses(fixture), ...recordUses(fixture)];
}
