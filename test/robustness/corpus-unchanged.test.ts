import { createHash } from 'node:crypto';
import { cpSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globSync } from 'glob';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { packagePath } from '../../harness/load/paths.js';
import { ROOT, tempDir } from '../harness/helpers.js';
import { sampled } from '../sampling.js';

const work = tempDir();
afterAll(work.remove);

/** Every file below a folder with its content hash and modification time, by relative path. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    globSync(['**/*'], { cwd: dir, dot: true, nodir: true })
      .sort()
      .map((file) => {
        const path = join(dir, file);
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
        return [file, `${hash} ${statSync(path).mtimeMs}`];
      }),
  );
}

describe('a run never modifies the corpus', () => {
  it('run (every reporter), validate, list and coverage leave every fixture file and the catalogue as they were', async () => {
    // A copy of the corpus: the checkout's own fixtures may be edited by people while the test runs. The catalogue
    // and every other file, and an even spread of the fixtures (a quarter in npm test, all in test:slow).
    const source = packagePath('fixtures');
    const fixtures = globSync(['*/*.json'], { cwd: source, ignore: ['cards/**'] }).sort();
    const all = new Set(fixtures);
    const copied = new Set(sampled(fixtures).map((file) => join(source, file)));
    const corpus = join(work.dir, 'fixtures');
    cpSync(source, corpus, {
      recursive: true,
      preserveTimestamps: true,
      filter: (path) => copied.has(path) || !all.has(relative(source, path)),
    });
    const before = snapshot(corpus);
    expect(Object.keys(before).length).toBeGreaterThan(copied.size);
    expect(copied.size).toBeGreaterThan(fixtures.length / 5);
    const reports = join(work.dir, 'reports');
    const commands = [
      [
        'run',
        '--fixtures',
        corpus,
        '--out',
        reports,
        '--reporter',
        'console',
        '--reporter',
        'junit',
        '--reporter',
        'markdown',
        '--reporter',
        'html',
        '--reporter',
        'badge',
      ],
      ['validate', '--fixtures', corpus],
      ['list', '--fixtures', corpus, '--json'],
      ['coverage', '--fixtures', corpus],
    ];
    for (const argv of commands) {
      const code = await main(argv, bufferedIo(), ROOT);
      expect([0, 1]).toContain(code);
    }
    expect(snapshot(corpus)).toEqual(before);
  });
});
