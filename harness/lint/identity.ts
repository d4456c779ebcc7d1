import { basename, dirname } from 'node:path';
import type { Fixture } from '../../schemas/types/generated.js';
import type { Finding } from '../messages/findings.js';

/** A schema-valid fixture with the file it was read from. */
export interface IdentifiedFixture {
  readonly fixture: Fixture;
  readonly path: string;
  readonly file: string;
}

/** The chapter of a fixture: the prefix of its ID before the first hyphen. */
export function chapterOf(id: string): string {
  return id.split('-', 1)[0] ?? id;
}

/** A fixture is the file <chapter>/<id>.json. */
export function checkFileName({ fixture, path, file }: IdentifiedFixture): Finding[] {
  const chapter = chapterOf(fixture.id);
  if (basename(path) === `${fixture.id}.json` && basename(dirname(path)) === chapter) return [];
  return [
    {
      code: 'fixture/file-name-mismatch',
      file,
      pointer: '/id',
      data: { id: fixture.id, expected: `${chapter}/${fixture.id}.json` },
    },
  ];
}

/** Fixture IDs are unique across the corpus: every file after the first with an ID is a finding. */
export function checkDuplicateIds(fixtures: readonly IdentifiedFixture[]): Finding[] {
  const first = new Map<string, string>();
  const found: Finding[] = [];
  for (const { fixture, file } of fixtures) {
    const earlier = first.get(fixture.id);
    if (earlier === undefined) first.set(fixture.id, file);
    else
      found.push({ code: 'fixture/duplicate-id', file, pointer: '/id', data: { id: fixture.id, firstFile: earlier } });
  }
  return found;
}
