/**
 * What an output folder and a fixture folder can hold that must not reach outside them: a manifest that is a link or
 * lists `..`, `.` and files of the user's, a user's own report-named file, an --out inside the fixtures, a fixture
 * that links out of its folder or is too large. Each check also finds nothing outside --out changed.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { MANIFEST_FILE } from '../../harness/report/report-set.js';
import { CORPUS_DIR, tempDir } from '../harness/helpers.js';

const work = tempDir();
afterAll(work.remove);

const REPORTS = ['report.json', 'junit.xml', 'summary.md', 'report.html', 'badge.json'];

async function run(cwd: string, ...argv: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  const io = bufferedIo();
  // --fixtures takes one value: the package corpus only where the case names no folder of its own
  const corpus = argv.includes('--fixtures') ? [] : ['--fixtures', CORPUS_DIR];
  const code = await main(['run', ...corpus, ...argv], io, cwd);
  return { code, stderr: io.stderr(), stdout: io.stdout() };
}

/** A folder for one case: `out` inside it, and a file beside `out` that no run may change. */
function folderCase(name: string): { readonly dir: string; readonly out: string; readonly victim: string } {
  const dir = join(work.dir, name);
  mkdirSync(join(dir, 'out'), { recursive: true });
  writeFileSync(join(dir, 'victim.txt'), 'VICTIM-ORIGINAL\n');
  return { dir, out: join(dir, 'out'), victim: join(dir, 'victim.txt') };
}

describe('the manifest of an output folder', () => {
  it('a manifest that is a link to a file outside --out is not written through: the file outside is unchanged', async () => {
    const { dir, out, victim } = folderCase('linked-manifest');
    symlinkSync('../victim.txt', join(out, MANIFEST_FILE));
    const { code } = await run(dir, '--out', out);
    expect(code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('VICTIM-ORIGINAL\n');
    expect(readdirSync(dir).sort()).toEqual(['out', 'victim.txt']);
    // The link itself was replaced by the manifest of the set.
    expect(JSON.parse(readFileSync(join(out, MANIFEST_FILE), 'utf8'))).toMatchObject({ files: REPORTS });
  });

  it('a manifest listing "..", "." and README.md: the names are ignored with a note, nothing is removed, and later runs work', async () => {
    const { dir, out, victim } = folderCase('tampered-manifest');
    writeFileSync(join(out, 'README.md'), 'mine\n');
    const files = ['README.md', '..', '.', '../victim.txt', ...REPORTS];
    writeFileSync(join(out, MANIFEST_FILE), JSON.stringify({ manifestVersion: 1, writtenAt: 'x', files }));
    const first = await run(dir, '--out', out, '--reporter', 'json');
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('lists names that are not report files ("README.md", "..", ".", "../victim.txt")');
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toBe('mine\n');
    expect(readFileSync(victim, 'utf8')).toBe('VICTIM-ORIGINAL\n');
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'README.md', 'report.json']);
    const second = await run(dir, '--out', out);
    expect(second.code).toBe(0);
    expect(second.stderr).not.toContain('Note:');
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'README.md', ...REPORTS].sort());
    expect(readdirSync(dir).sort()).toEqual(['out', 'victim.txt']);
  });

  it("a user's own summary.md that no manifest lists is not replaced: the run refuses before it starts", async () => {
    const { dir, out } = folderCase('own-summary');
    writeFileSync(join(out, 'summary.md'), 'my own summary\n');
    const { code, stderr } = await run(dir, '--out', out);
    expect(code).toBe(2);
    expect(stderr).toContain('summary.md');
    expect(stderr).toContain('Move or remove them, or point --out at another folder');
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toBe('my own summary\n');
    expect(readdirSync(out)).toEqual(['summary.md']);
    // Without the markdown reporter the file is no report of the run, and it is kept.
    expect((await run(dir, '--out', out, '--reporter', 'junit')).code).toBe(0);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toBe('my own summary\n');
  });
});

describe('fixture folders', () => {
  it('--out inside the --fixtures folder is a usage error, and nothing is written there', async () => {
    const fixtures = join(work.dir, 'fixtures-with-out');
    cpSync(CORPUS_DIR, fixtures, { recursive: true });
    const io = bufferedIo();
    const code = await main(['run', '--fixtures', fixtures, '--out', join(fixtures, 'cost', 'reports')], io, work.dir);
    expect(code).toBe(2);
    expect(io.stderr()).toContain('lies inside the fixture folder');
    expect(existsSync(join(fixtures, 'cost', 'reports'))).toBe(false);
  });

  it('a fixture that links to a file outside its folder is refused by name, and nothing of the file is quoted', async () => {
    const { dir, out } = folderCase('outside-link');
    const fixtures = join(dir, 'fixtures');
    cpSync(CORPUS_DIR, fixtures, { recursive: true });
    writeFileSync(join(dir, 'secret.json'), '{"aws_secret_access_key":"AKIASECRET"}\n');
    symlinkSync(join(dir, 'secret.json'), join(fixtures, 'cost', 'cost-secret.json'));
    const io = bufferedIo();
    const code = await main(['run', '--fixtures', fixtures, '--out', out], io, dir);
    expect(code).toBe(2);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as Report;
    const finding = report.fixtureErrors?.find((error) => error.file?.endsWith('cost-secret.json'));
    expect(finding?.message).toContain('symbolic link to a file outside the fixture folder');
    for (const name of REPORTS) expect(readFileSync(join(out, name), 'utf8')).not.toContain('aws_secret');
    expect(report.results.map((result) => result.status)).toEqual(['pass', 'pass']);
  });

  it('a fixture over --max-fixture-bytes is a fixture error naming the limit; the others run; a higher limit reads it', async () => {
    const fixtures = join(work.dir, 'large-fixture');
    cpSync(CORPUS_DIR, fixtures, { recursive: true });
    const path = join(fixtures, 'cost', 'cost-test-rearguard-base-cost.json');
    writeFileSync(path, readFileSync(path, 'utf8') + ' '.repeat(5000));
    const limited = (limit: string) =>
      run(work.dir, '--fixtures', fixtures, '--max-fixture-bytes', limit, '--out', join(work.dir, 'large-out'));
    const small = await limited('4096');
    expect(small.code).toBe(2);
    expect(small.stderr).toContain('larger than the limit of 4096 bytes');
    expect(small.stderr).toContain('--max-fixture-bytes');
    const large = await limited('100000');
    expect(large.code).toBe(0);
  });
});
