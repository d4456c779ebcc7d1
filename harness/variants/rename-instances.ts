import type { Fixture } from '../../schemas/types/generated.js';
import { child, valueAt } from '../pointer.js';
import { givenInstances, instanceReferences } from '../lint/walk.js';
import { copyFixture } from './fixture-parts.js';
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
 * Renames instances consistently: every declaration in `given` and every reference in given, when and then (the
 * places the lint walks). IDs the map does not name keep their name. Pure.
 */
export function renameInstances(fixture: Fixture, names: ReadonlyMap<string, string>): Fixture {
  const renamed = copyFixture(fixture);
  const places = [
    ...givenInstances(fixture.given).map((instance) => ({
      value: instance.id,
      pointer: child(instance.pointer, 'id'),
    })),
    ...instanceReferences(fixture),
  ];
  for (const { value, pointer } of places) {
    const name = names.get(value);
    if (name !== undefined) setAt(renamed, pointer, name);
  }
  return renamed;
}

/**
 * The new names: `i1`, `i2`... given in reverse document order, so that neither the names nor their order say
 * anything about the original ones. Instance IDs are labels: no rule reads them (spec/INTERPRETING.md 3).
 */
export function freshNames(fixture: Fixture): Map<string, string> {
  const ids = [...new Set(givenInstances(fixture.given).map((instance) => instance.id))].reverse();
  return new Map(ids.map((id, i) => [id, `i${i + 1}`]));
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
