/** The figures of README.md and docs/ADAPTERS.md: marked, so that `npm run generate` rewrites them from the corpus. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillFigures, withoutFigureMarkers } from '../../scripts/figures/fill.js';
import { packageVersion } from '../../harness/protocol/version.js';
import { ROOT } from '../protocol/cli-helpers.js';

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const marked = (text: string): string[] => [...text.matchAll(/<!--fig:([a-z0-9.:-]+)-->/gu)].map((m) => m[1] ?? '');

describe('marked figures', () => {
  it('are rewritten between their markers, and a name nothing measures is reported', () => {
    const text = 'A **<!--fig:fixtures-->217<!--/fig--> fixtures** corpus; <!--fig:nope-->1<!--/fig--> more.';
    const filled = fillFigures(text, new Map([['fixtures', '328']]));
    expect(filled.text).toBe(
      'A **<!--fig:fixtures-->328<!--/fig--> fixtures** corpus; <!--fig:nope-->1<!--/fig--> more.',
    );
    expect(filled.unknown).toEqual(['nope']);
    expect(withoutFigureMarkers(filled.text)).toBe('A **328 fixtures** corpus; 1 more.');
  });

  it('cover the figures the README states: fixtures per chapter, variants, clauses, versions, profiles', () => {
    const names = marked(read('README.md'));
    for (const name of ['fixtures', 'chapters', 'variants', 'runs', 'clauses', 'version.contract', 'grid.cells'])
      expect(names, `README.md marks ${name}`).toContain(name);
    for (const profile of ['deducting', 'no-chain', 'no-effects'])
      for (const column of ['applicable', 'pass', 'unjudged-fixtures', 'unjudged-entries'])
        expect(names, `README.md marks profile.${profile}.${column}`).toContain(`profile.${profile}.${column}`);
  });

  it('cover the figures the adapter guide states: capabilities and the toy engine', () => {
    const names = marked(read('docs/ADAPTERS.md'));
    for (const name of ['requires.none', 'toy.fixtures', 'toy.pass', 'toy.not-applicable', 'toy.applicable'])
      expect(names, `docs/ADAPTERS.md marks ${name}`).toContain(name);
    expect(names.filter((name) => name.startsWith('requires.')).length).toBeGreaterThan(10);
  });

  it('leave no version unmarked in the README prose ("version 3.0.0" once stood beside "version 3.0.1")', () => {
    const readme = read('README.md');
    const bare = [...readme.matchAll(/version\s+(\d+\.\d+\.\d+)/gu)].map((m) => m[1]);
    expect(bare, 'README.md states a contract version outside a marker: mark it <!--fig:version.contract-->').toEqual(
      [],
    );
  });

  it('the package version in the README install lines is the package version', () => {
    const readme = read('README.md');
    const stated = [...readme.matchAll(/riftbound-conformance(?:#v|-)(\d+\.\d+\.\d+)/gu)].map((m) => m[1]);
    expect(stated.length).toBeGreaterThan(0);
    for (const version of stated)
      expect(version, `README.md install line: the package version is ${packageVersion}`).toBe(packageVersion);
  });
});
