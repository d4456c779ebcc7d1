import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fixture, Report } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { packageRoot } from '../../harness/load/paths.js';
import { ROOT, tempDir, writeFiles } from '../harness/helpers.js';
import { realFixtures } from './mutations.js';

const work = tempDir();
afterAll(work.remove);

/** The only modules allowed to import something named at run time: adapters are code, by design. */
const ADAPTER_LOADERS = ['harness/adapters/module.ts', 'harness/adapters/registry.ts'];

function sources(): { file: string; text: string }[] {
  return globSync(['harness/**/*.ts'], { cwd: packageRoot })
    .sort()
    .map((file) => ({ file, text: readFileSync(join(packageRoot, file), 'utf8') }));
}

describe('fixtures are data, never code', () => {
  it('the harness has no eval, no Function constructor, no vm and no require', () => {
    const code = /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|from 'node:vm'|from 'vm'|\brequire\s*\(/;
    expect(
      sources()
        .filter(({ text }) => code.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('only the adapter loaders import a module named at run time', () => {
    const dynamic = /\bimport\s*\(\s*(?!['"`])/;
    const importing = sources()
      .filter(({ text }) => dynamic.test(text))
      .map(({ file }) => file);
    expect(importing.filter((file) => !ADAPTER_LOADERS.includes(file))).toEqual([]);
  });

  it('a fixture whose strings look like code, or that names a module, is loaded, run and reported as text', async () => {
    const sentinel = join(work.dir, 'executed');
    const payloads = {
      title: `"); require('node:fs').writeFileSync('${sentinel}', 'title'); ("`,
      note: `\${require('node:fs').writeFileSync('${sentinel}', 'note')} <script>globalThis.executed = 1</script>`,
      paragraph: `import('./evil.mjs'); eval("globalThis.executed = 1"); new Function('globalThis.executed = 1')()`,
    };
    const [real] = realFixtures().filter(({ value }) => (value as Fixture).source.kind === 'derived');
    if (!real) throw new Error('no derived fixture in the corpus');
    const original = real.value as Fixture;
    const fixture = {
      ...original,
      $schema: './evil.mjs',
      title: payloads.title,
      source: { ...original.source, note: payloads.note, paragraph: payloads.paragraph },
    };
    const evil = `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(sentinel)}, 'module');`;
    writeFiles(work.dir, {
      [`corpus/${real.chapter}/${real.name}`]: fixture,
      [`corpus/${real.chapter}/evil.mjs`]: evil,
      [`corpus/${real.chapter}/evil.json`]: evil,
    });
    const dir = join(work.dir, 'corpus');
    const code = await main(['run', '--fixtures', dir, '--out', join(work.dir, 'reports')], bufferedIo(), ROOT);
    expect(code).toBe(2); // evil.json is not JSON: a fixture error, listed and never run
    expect(existsSync(sentinel)).toBe(false);
    expect((globalThis as { executed?: unknown }).executed).toBeUndefined();
    const report = JSON.parse(readFileSync(join(work.dir, 'reports', 'report.json'), 'utf8')) as Report;
    expect(report.results.find((result) => result.id === fixture.id)).toMatchObject({
      title: payloads.title,
      status: 'pass',
    });
  });
});
