/** The parts of a fixture the transforms read and rewrite: event patterns, state patterns, payments and their payers. */
import type {
  Capability,
  Collection,
  EventPattern,
  EventsMatch,
  Fixture,
  PlayerPattern,
  StatePattern,
} from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { capabilityUses } from '../lint/capability-uses.js';
import { givenInstances, payments } from '../lint/walk.js';

/** A deep copy of a fixture for a transform to rewrite; the argument stays as it was. */
export function copyFixture(fixture: Fixture): Fixture {
  return structuredClone(fixture);
}

/** Every event pattern of the expectation (events, absent events and counted patterns, per step and scenario). */
export function eventPatterns(fixture: Fixture): EventPattern[] {
  const lists = [fixture.then, ...fixture.then.steps];
  return lists.flatMap((part) => [
    ...(part.events ?? []),
    ...(part.absentEvents ?? []),
    ...(part.eventCounts ?? []).map((counted) => counted.pattern),
  ]);
}

/** Every `events` list of the expectation, with the mode it is matched in. */
export function orderedEventLists(fixture: Fixture): { patterns: EventPattern[]; mode: EventsMatch }[] {
  return [fixture.then, ...fixture.then.steps].flatMap((part) =>
    part.events === undefined ? [] : [{ patterns: part.events, mode: part.eventsMatch ?? 'subsequence' }],
  );
}

/** Whether an events list is matched more strictly than as a subsequence (every other event then counts). */
export function hasStrictEventList(fixture: Fixture): boolean {
  return (
    orderedEventLists(fixture).some(({ mode }) => mode !== 'subsequence') ||
    [fixture.then, ...fixture.then.steps].some((part) => part.eventCounts !== undefined)
  );
}

/** Every state pattern of the expectation: after each step, then after the last. */
export function statePatterns(fixture: Fixture): StatePattern[] {
  const steps = fixture.then.steps.flatMap((step) => (step.state === undefined ? [] : [step.state]));
  return fixture.then.state === undefined ? steps : [...steps, fixture.then.state];
}

/** Every player pattern of the expectation for one player. */
export function playerPatterns(fixture: Fixture, player: string): PlayerPattern[] {
  return statePatterns(fixture).flatMap((pattern) => {
    const side = pattern.players?.[player];
    return side === undefined ? [] : [side];
  });
}

/** Whether any `when` step is of this type. */
export function hasStep(fixture: Fixture, type: Fixture['when'][number]['type']): boolean {
  return fixture.when.some((action) => action.type === type);
}

/** The players who pay something: each play or activation's player, and the controller of a spell whose resolution pays. */
export function payers(fixture: Fixture, only?: (payment: 'auto' | 'scripted') => boolean): Set<string> {
  const found = new Set<string>();
  for (const { value, pointer } of payments(fixture)) {
    if (only !== undefined && !only(value === 'auto' ? 'auto' : 'scripted')) continue;
    // /when/<i>/... or /given/chain/<k>/decisions/...
    const tokens = pointer.split('/');
    if (tokens[1] === 'when') {
      const action = fixture.when[Number(tokens[2])];
      if (action) found.add(action.player);
    } else {
      const item = fixture.given.chain?.[Number(tokens[3])];
      if (item) found.add(item.controller);
    }
  }
  return found;
}

/** The players who make an `auto` payment anywhere in the fixture. */
export function autoPayers(fixture: Fixture): Set<string> {
  return payers(fixture, (kind) => kind === 'auto');
}

/**
 * A collection pattern after an item is added to a zone that holds it from `given` to the end: an exact list gains
 * it, an exact count grows by one; `includes` and `excludes` say nothing about it and stay.
 */
export function withItem(collection: Collection | undefined, id: string): Collection | undefined {
  if (collection === undefined) return undefined;
  if (Array.isArray(collection)) return [...collection, id];
  return collection.count === undefined ? collection : { ...collection, count: collection.count + 1 };
}

/** An instance ID the fixture does not use yet, from a base name. */
export function freshId(fixture: Fixture, base: string): string {
  const used = new Set(givenInstances(fixture.given).map((instance) => instance.id));
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** A card that no step can make matter: a catalogue unit with nothing but a cost (printed cards first). */
export function plainCard(cards: ReadonlyMap<string, CatalogueCard>): CatalogueCard | undefined {
  const plain = [...cards.values()].filter(
    (card) =>
      card.type === 'unit' &&
      (card.keywords ?? []).length === 0 &&
      (card.additionalCosts ?? []).length === 0 &&
      (card.abilities ?? []).length === 0 &&
      (card.triggers ?? []).length === 0,
  );
  return plain.find((card) => !card.synthetic) ?? plain[0];
}

/** The catalogue entries of every card instance in `given`, chain items included. */
export function givenCards(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CatalogueCard[] {
  return givenInstances(fixture.given).flatMap((instance) => {
    const card = cards.get(instance.card ?? '');
    return card === undefined ? [] : [card];
  });
}

/** Adds a capability to what a fixture requires (spec/INTERPRETING.md 6), once. */
export function requireCapability(fixture: Fixture, capability: Capability): void {
  if (!fixture.requires.includes(capability)) fixture.requires.push(capability);
}

/**
 * The capabilities a rewritten fixture requires, derived as the lint derives them (harness/lint/capability-uses.ts,
 * spec/INTERPRETING.md 6): those of the original it still uses, in their order, then the new ones in order of use.
 */
export function deriveRequires(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): Capability[] {
  const used = [...new Set(capabilityUses(fixture, cards).map((use) => use.capability))];
  return [
    ...fixture.requires.filter((capability) => used.includes(capability)),
    ...used.filter((c) => !fixture.requires.includes(c)),
  ];
}

/** Adds a card instance to the end of a zone of a player of `given`, with what it needs to be required. */
export function addCard(
  fixture: Fixture,
  player: string,
  zone: 'hand' | 'mainDeck',
  card: CatalogueCard,
  id: string,
): void {
  const side = fixture.given.players[player];
  if (side === undefined) return;
  side[zone] = [...(side[zone] ?? []), { id, card: card.id }];
  if (card.synthetic) requireCapability(fixture, 'cards.synthetic');
  for (const pattern of playerPatterns(fixture, player)) {
    const collection = withItem(pattern[zone], id);
    if (collection !== undefined) pattern[zone] = collection;
  }
}
