/** spec/FIDELITY.md: every fixture of the corpus was checked against the Core Rules, and the summary adds up. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../harness/load/corpus.js';
import { fidelityRows, summaryRows, verdictOf } from '../../scripts/fidelity/table.js';
import { ROOT } from '../protocol/cli-helpers.js';

const markdown = readFileSync(join(ROOT, 'spec/FIDELITY.md'), 'utf8');
const rows = fidelityRows(markdown);
const ids = loadCorpus({ cwd: ROOT }).fixtures.map((loaded) => loaded.fixture.id);
const CHAPTERS = ['cost', 'pay', 'accelerate', 'deflect', 'repeat', 'flow', 'add', 'pool'];

describe('spec/FIDELITY.md', () => {
  it('has one row per fixture of the corpus, and none for a fixture that is gone', () => {
    const listed = rows.map((row) => row.fixture);
    expect(
      listed.filter((id, index) => listed.indexOf(id) !== index),
      'listed twice',
    ).toEqual([]);
    expect(
      ids.filter((id) => !listed.includes(id)),
      'fixtures with no row: have them checked',
    ).toEqual([]);
    expect(
      listed.filter((id) => !ids.includes(id)),
      'rows of no fixture',
    ).toEqual([]);
  });

  it('gives every row a verdict of the list and the Core Rules numbers relied on', () => {
    for (const row of rows) {
      expect(verdictOf(row), row.fixture).toBeDefined();
      expect(row.coreRules, row.fixture).toMatch(/^\d{3}/);
    }
  });

  it('sums the rows up in its summary table, chapter by chapter', () => {
    const table = markdown
      .split('\n')
      .filter(
        (line) =>
          /^\| (\*\*)?[a-z]+(\*\*)? +\| /.test(line) && !line.startsWith('| chapter') && !line.startsWith('| fixture'),
      )
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(table).toEqual(summaryRows(rows, CHAPTERS));
  });
});
