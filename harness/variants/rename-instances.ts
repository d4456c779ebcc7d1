import type { Fixture } from '../../schemas/types/generated.js';
import { valueAt } from '../text/pointer.js';
import { givenInstances } from '../lint/walk.js';
import { copyFixture } from './fixture-parts.js';
import { instanceFields } from './instance-fields.js';
import { notApplicable, type Transform } from './types.js';

/** Sets the string at a JSON Pointer of a document (the pointer designates an existing property or index). */
function setAt(document: unknown, path: string, value: string): void {
  const cut = path.lastIndexOf('/');
  const parent = valueAt(document, path.slice(0, cut)) as Record<string, unknown>;
  parent[
    path
      .slice(cut + 1)
      .replaceAll('~1', '/')
      .replaceAll('~0', '~')
  ] = value;
}

/**
 * The ID a triggered ability takes on the chain: its source's ID, a hyphen, its event, and `-2`, `-3`... when that ID
 * is taken (spec/INTERPRETING.md 4.7). The source is the part before the event: the suffix is digits, never an event.
 */
const TRIGGER_ITEM = /^(.+)-(becomes-ready|targeted|beginning-phase|main-phase-start)(-[2-9][0-9]*)?$/;

/**
 * The new name of an instance ID: the map's, or for the ID of a triggered ability named after a renamed source, the
 * same name built on the source's new name (`ws1-targeted` becomes `i3-targeted` when `ws1` becomes `i3`). IDs the
 * map does not reach keep their name.
 */
export function renamedId(id: string, names: ReadonlyMap<string, string>): string {
  const named = names.get(id);
  if (named !== undefined) return named;
  const [, source = '', event = '', suffix = ''] = TRIGGER_ITEM.exec(id) ?? [];
  if (source === '') return id;
  const renamedSource = renamedId(source, names);
  return renamedSource === source ? id : `${renamedSource}-${event}${suffix}`;
}

/**
 * Renames instances consistently: every string the fixture's schema types as an instance ID (declarations, targets, Repeat's targets, discount orders, trigger sources, payments, patterns and events), and the
 * IDs of triggered abilities named after a renamed source. Pure.
 */
export function renameInstances(fixture: Fixture, names: ReadonlyMap<string, string>): Fixture {
  const renamed = copyFixture(fixture);
  for (const { value, pointer } of instanceFields(fixture)) {
    const name = renamedId(value, names);
    if (name !== value) setAt(renamed, pointer, name);
  }
  return renamed;
}

/**
 * The new names: `i1`, `i2`... given in reverse document order, so that neither the names nor their order say
 * anything about the original ones. Instance IDs are labels: no rule reads them (spec/INTERPRETING.md 3). An ID built
 * on a given instance's ID as a triggered ability's is (4.7) gets no name of its own: it is renamed with its source,
 * so an engine that names a new trigger item after its renamed source, appending `-2` when that name is taken, gives
 * the name the expectation says. The new names hold no hyphen, so no new name is ever taken by another.
 */
export function freshNames(fixture: Fixture): Map<string, string> {
  const declared = new Set(givenInstances(fixture.given).map((instance) => instance.id));
  const own = [...declared].filter((id) => !declared.has(TRIGGER_ITEM.exec(id)?.[1] ?? '')).reverse();
  return new Map(own.map((id, i) => [id, `i${i + 1}`]));
}

/** Renames every instance of the fixture. */
export const renameInstancesTransform: Transform = {
  name: 'rename-instances',
  apply(fixture) {
    const names = freshNames(fixture);
    if (names.size === 0) return notApplicable('nothing-to-change');
    return { applicable: true, fixture: renameInstances(fixture, names) };
  },
};
