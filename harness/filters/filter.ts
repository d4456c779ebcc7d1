import type { LoadedFixture } from '../load/corpus.js';
import { CAPABILITIES, isCapability } from '../load/lists.js';
import { UsageError } from '../messages/usage-error.js';
import { idMatcher } from './id-glob.js';

/** Which fixtures to run: each kind of filter is a list of alternatives (OR); kinds combine with AND. */
export interface FixtureFilter {
  /** Rule IDs or prefixes: `cost` or `cost.order` matches every rule starting so. */
  readonly rule?: readonly string[] | undefined;
  readonly chapter?: readonly string[] | undefined;
  /** Globs on the fixture ID (minimatch). */
  readonly id?: readonly string[] | undefined;
  /** Capabilities the fixture must require. */
  readonly requires?: readonly string[] | undefined;
}

function anyOf<T>(values: readonly T[] | undefined, test: (value: T) => boolean): boolean {
  return values === undefined || values.length === 0 || values.some(test);
}

/** A predicate for a filter; a capability outside the closed list is a usage error. */
export function fixturePredicate(filter: FixtureFilter): (loaded: LoadedFixture) => boolean {
  for (const name of filter.requires ?? []) {
    if (!isCapability(name)) throw new UsageError('usage/unknown-capability', { name, valid: CAPABILITIES });
  }
  const idMatchers = (filter.id ?? []).map(idMatcher);
  return ({ fixture, chapter }) =>
    anyOf(filter.rule, (prefix) => fixture.rules.some((rule) => rule.startsWith(prefix))) &&
    anyOf(filter.chapter, (name) => name === chapter) &&
    anyOf(idMatchers, (matches) => matches(fixture.id)) &&
    anyOf(filter.requires, (capability) => (fixture.requires as readonly string[]).includes(capability));
}

/** A --chapter that names no chapter of the fixtures is a usage error listing the chapters there are. */
function checkChapters(fixtures: readonly LoadedFixture[], names: readonly string[] | undefined): void {
  if (fixtures.length === 0) return; // an empty or invalid corpus says so itself
  const chapters = [...new Set(fixtures.map((loaded) => loaded.chapter))].sort();
  for (const name of names ?? []) {
    if (!chapters.includes(name)) throw new UsageError('usage/unknown-chapter', { name, valid: chapters });
  }
}

/** The fixtures a filter keeps, in their order. */
export function filterFixtures(fixtures: readonly LoadedFixture[], filter: FixtureFilter): LoadedFixture[] {
  checkChapters(fixtures, filter.chapter);
  return fixtures.filter(fixturePredicate(filter));
}
