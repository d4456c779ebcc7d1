import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../harness/lists.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { ROOT } from '../protocol/cli-helpers.js';
import { withoutFigureMarkers } from '../../scripts/figures/fill.js';

const doc = withoutFigureMarkers(readFileSync(join(ROOT, 'docs/ADAPTERS.md'), 'utf8'));
const corpus = loadCorpus({ cwd: ROOT });

/** The capability table of docs/ADAPTERS.md: capability and the count it states, in row order. */
function tableCounts(): [string, number][] {
  return [...doc.matchAll(/^\| `([a-z]+\.[a-z-]+)` +\|[^|]+\| +(\d+) \|$/gm)].map((m) => [m[1] ?? '', Number(m[2])]);
}

describe('docs/ADAPTERS.md', () => {
  it('lists every capability of the closed list once, in list order', () => {
    expect(tableCounts().map(([capability]) => capability)).toEqual([...CAPABILITIES]);
  });

  it('states, per capability, how many fixtures of the corpus require it (update the table when this fails)', () => {
    const actual = CAPABILITIES.map((capability) => [
      capability,
      corpus.fixtures.filter((loaded) => loaded.fixture.requires.includes(capability)).length,
    ]);
    expect(tableCounts()).toEqual(actual);
  });

  it('states how many fixtures require no capability, of how many', () => {
    const none = corpus.fixtures.filter((loaded) => loaded.fixture.requires.length === 0).length;
    expect(doc).toContain(`**${none}** of the ${corpus.fixtures.length} fixtures require none`);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('(docs/ADAPTERS.md)');
  });
});
