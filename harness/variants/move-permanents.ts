import type { Collection, Fixture, Item, PlayerPattern } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { givenInstances, payments } from '../lint/walk.js';
import { autoPayers, copyFixture, eventPatterns, hasStep, orderedEventLists, playerPatterns } from './fixture-parts.js';
import { instanceFields } from './instance-fields.js';
import { notApplicable, type Transform } from './types.js';

type BoardZone = 'base' | 'battlefield';
const OTHER: Record<BoardZone, BoardZone> = { base: 'battlefield', battlefield: 'base' };

/** Whether a catalogue entry holds a `move` instruction anywhere: in its effect, an ability's or a trigger's. */
function hasMove(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasMove);
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.do === 'move' || Object.values(record).some(hasMove);
}

/**
 * The instances something targets or may target: every instance ID the fixture's given state or steps hold under a
 * `targets` or `repeatTargets` field (plays, Repeat's executions, activations, new targets, the given chain).
 */
function targeted(fixture: Fixture): Set<string> {
  return new Set(
    instanceFields(fixture)
      .filter(({ pointer }) => /^\/(given|when)\/(.+\/)?(targets|repeatTargets)\//u.test(pointer))
      .map(({ value }) => value),
  );
}

/** The permanents that may leave their zone: moved by an instruction, killed for a cost, or named by a zone change. */
function mayLeave(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): Set<string> {
  const leaving = new Set<string>();
  const moves = givenInstances(fixture.given).some((instance) => hasMove(cards.get(instance.card ?? '')));
  if (moves) targeted(fixture).forEach((id) => leaving.add(id));
  for (const { value } of payments(fixture))
    if (value !== 'auto') for (const step of value) if (step.type === 'kill') leaving.add(step.card);
  for (const pattern of eventPatterns(fixture))
    if ('card' in pattern && ('from' in pattern || 'to' in pattern)) leaving.add(pattern.card);
  return leaving;
}

function itemId(item: Item): string {
  return typeof item === 'string' ? item : item.id;
}

/** Takes a permanent's item out of a pattern of the zone it always holds it in: the item, and the pattern left. */
function takeOut(collection: Collection | undefined, id: string): { item?: Item; rest: Collection | undefined } {
  if (collection === undefined) return { rest: undefined };
  if (Array.isArray(collection)) {
    const item = collection.find((entry) => itemId(entry) === id);
    return { ...(item === undefined ? {} : { item }), rest: collection.filter((entry) => itemId(entry) !== id) };
  }
  const item = collection.includes?.find((entry) => itemId(entry) === id);
  const rest: Collection = { ...collection };
  if (collection.includes !== undefined) rest.includes = collection.includes.filter((entry) => itemId(entry) !== id);
  if (collection.count !== undefined) rest.count = collection.count - 1;
  return { ...(item === undefined ? {} : { item }), rest };
}

/** Puts a permanent's item into a pattern of the zone that now always holds it. */
function putIn(collection: Collection | undefined, id: string, item: Item | undefined): Collection | undefined {
  if (collection === undefined) return item === undefined ? undefined : { includes: [item] };
  if (Array.isArray(collection)) return [...collection, item ?? id];
  const put: Collection = { ...collection };
  if (item !== undefined) put.includes = [...(collection.includes ?? []), item];
  if (collection.count !== undefined) put.count = collection.count + 1;
  if (collection.excludes !== undefined) put.excludes = collection.excludes.filter((excluded) => excluded !== id);
  return put;
}

/** An exclusion of the permanent from the zone it left (true before, stated after when the pattern excluded it). */
function excludeFrom(collection: Collection | undefined, id: string): Collection | undefined {
  if (collection === undefined) return { excludes: [id] };
  if (Array.isArray(collection)) return collection;
  return { ...collection, excludes: [...(collection.excludes ?? []), id] };
}

function movePattern(side: PlayerPattern, id: string, from: BoardZone): void {
  const to = OTHER[from];
  const excluded =
    !Array.isArray(side[to]) && (side[to] as { excludes?: string[] } | undefined)?.excludes?.includes(id);
  const { item, rest } = takeOut(side[from], id);
  const source = excluded === true ? excludeFrom(rest, id) : rest;
  const target = putIn(side[to], id, item);
  if (source === undefined) Reflect.deleteProperty(side, from);
  else side[from] = source;
  if (target === undefined) Reflect.deleteProperty(side, to);
  else side[to] = target;
}

/** Whether a card is facedown in `given` or a step hides one (spec/INTERPRETING.md 4.11). */
function hasFacedown(fixture: Fixture): boolean {
  return (
    Object.values(fixture.given.players).some((side) => (side.facedown ?? []).length > 0) || hasStep(fixture, 'hide')
  );
}

/**
 * Moves every unit that stays on the board from its base to a battlefield, or back: no rule of the corpus reads
 * where on the board a unit is, except `move` and a play from facedown (spec/INTERPRETING.md 4.2, 4.5, 4.11). Units that a spell with a `move`
 * instruction could target, units killed for a cost, units of a player who pays with "auto" (it may kill), and
 * units named in a zone change stay where they are; gear stays in its base (CR 149.2, 152.2). Not applicable when a
 * phase start is asserted event by event: permanents are readied one by one, in an order the rules leave open.
 */
export const movePermanentsTransform: Transform = {
  name: 'move-permanents',
  apply(fixture, cards) {
    if (hasStep(fixture, 'advance') && orderedEventLists(fixture).length > 0)
      return notApplicable('strict-events-with-advance');
    // CR 811.1.d.1, 811.1.d.2: a card played from facedown reads where on the board its targets are
    if (hasFacedown(fixture)) return notApplicable('plays-from-facedown');
    const leaving = mayLeave(fixture, cards);
    const auto = autoPayers(fixture);
    const moved = copyFixture(fixture);
    let count = 0;
    for (const [player, side] of Object.entries(moved.given.players)) {
      if (auto.has(player)) continue;
      const staying = (['base', 'battlefield'] as const).map(
        (from) =>
          [
            from,
            (side[from] ?? []).filter(
              (permanent) => cards.get(permanent.card)?.type === 'unit' && !leaving.has(permanent.id),
            ),
          ] as const,
      );
      for (const [from, permanents] of staying) {
        for (const permanent of permanents) {
          side[from] = (side[from] ?? []).filter((entry) => entry.id !== permanent.id);
          side[OTHER[from]] = [...(side[OTHER[from]] ?? []), permanent];
          for (const pattern of playerPatterns(moved, player)) movePattern(pattern, permanent.id, from);
          count += 1;
        }
      }
    }
    return count > 0 ? { applicable: true, fixture: moved } : notApplicable('nothing-to-change');
  },
};
