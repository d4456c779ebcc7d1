/**
 * Paths the command line names that cannot be used are refused before anything runs, with the option, the path and
 * the fix (exit 2, no stack trace); a report that still cannot be written at the end loses no verdict.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { ReportSet } from '../../harness/report/report-set.js';
import { finishRun } from '../../harness/cli/finish-run.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { loadCatalogue } from '../../harness/load/catalogue.js';
import { createReporters } from '../../harness/report/registry.js';
import { ROOT, tempDir } from '../harness/helpers.js';

const work = tempDir();
afterAll(work.remove);

async function cli(...argv: string[]) {
  const io = bufferedIo();
  const code = await main(argv, io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

/** A run of one small chapter with the given extra options. */
function runWith(...options: string[]) {
  return cli('run', '--chapter', 'repeat', '--reporter', 'console', ...options);
}

/** Exit 2 with the message and nothing run: no fixture line, no internal error. */
const isRoot = process.getuid?.() === 0;
const NOBODY = { uid: 65534, gid: 65534 };
const CANNOT_DROP_ROOT =
  'run as root from a checkout the unprivileged user 65534 cannot read, such as one under `mktemp -d`';
/** Whether the test can see a permission refusal: as a user, always; as root, only by running the CLI as nobody. */
const canDropRoot =
  !isRoot ||
  spawnSync(
    process.execPath,
    ['-e', `require('node:fs').accessSync(${JSON.stringify(join(ROOT, 'package.json'))})`],
    NOBODY,
  ).status === 0;

function expectRefusedBeforeRunning(result: { code: number; stderr: string }, ...parts: string[]): void {
  expect(result.code).toBe(2);
  for (const part of parts) expect(result.stderr).toContain(part);
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr).not.toContain('Running');
}

const aFile = join(work.dir, 'a-file.txt');
writeFileSync(aFile, 'not a folder\n');

describe('paths checked before a run', () => {
  it('--out naming a file', async () => {
    expectRefusedBeforeRunning(await runWith('--out', aFile), `--out ${aFile} is a file`, 'Point --out at a folder');
  });

  it('--out under a file', async () => {
    const under = join(aFile, 'reports');
    expectRefusedBeforeRunning(await runWith('--out', under), `--out ${under} cannot be created`, aFile);
  });

  it.skipIf(!canDropRoot)(
    `--out in a folder the user cannot write${canDropRoot ? '' : ` (skipped: ${CANNOT_DROP_ROOT})`}`,
    () => {
      const readOnly = join(work.dir, 'read-only');
      mkdirSync(readOnly);
      chmodSync(readOnly, 0o555);
      chmodSync(work.dir, 0o755);
      // Permission bits do not bind root: run the CLI as an unprivileged user then.
      const asUser = isRoot ? NOBODY : {};
      const out = join(readOnly, 'reports');
      const args = ['run', '--chapter', 'repeat', '--reporter', 'console', '--out', out];
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'harness/cli/bin.ts', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        ...asUser,
      });
      expectRefusedBeforeRunning(
        { code: result.status ?? -1, stderr: result.stderr },
        `--out ${out} cannot be written`,
      );
      expect(result.stderr).toContain('EACCES');
    },
  );

  it('--cards naming a folder, for run and validate', async () => {
    const folder = join(ROOT, 'fixtures', 'cards');
    for (const command of [runWith('--cards', folder), cli('validate', '--cards', folder)])
      expectRefusedBeforeRunning(await command, `--cards ${folder} is a folder`, `${folder}/catalogue.json`);
  });

  it('a catalogue that is a folder is a catalogue finding where no option names it (describeConformance)', () => {
    const loaded = loadCatalogue(join(ROOT, 'fixtures', 'cards'), 'fixtures/cards');
    expect(loaded.findings).toMatchObject([{ code: 'catalogue/invalid', data: { problem: 'unreadable' } }]);
  });

  it('--fixtures naming nothing', async () => {
    expectRefusedBeforeRunning(
      await runWith('--fixtures', 'no/such/folder'),
      '--fixtures no/such/folder was not found',
    );
  });

  it('--adapter naming a module that is not there', async () => {
    expectRefusedBeforeRunning(
      await runWith('--adapter', './no-such-adapter.js'),
      '--adapter ./no-such-adapter.js was not found',
    );
  });

  it('--baseline naming a file that is not there: not found, and how to write one', async () => {
    const result = await runWith('--baseline', 'missing-baseline.json');
    expectRefusedBeforeRunning(result, 'missing-baseline.json', 'not found', 'baseline update');
    expect(result.stderr).not.toContain('schema');
  });

  it('a report to merge or to update a baseline from that is not there: not found, and how to get one', async () => {
    const merged = await cli('report', 'merge', 'missing/report.json', '--out', join(work.dir, 'merged'));
    expectRefusedBeforeRunning(merged, 'the report missing/report.json was not found', 'riftbound-conformance run');
    const baseline = join(work.dir, 'baseline.json');
    const updated = await cli('baseline', 'update', '--baseline', baseline, '--report', 'missing/report.json');
    expectRefusedBeforeRunning(updated, '--report missing/report.json was not found');
    expect(`${merged.stderr}${updated.stderr}`).not.toContain('not JSON');
  });
});

describe('a report that cannot be written at the end', () => {
  it('keeps the verdicts: the summary is printed, report.json is saved elsewhere, and the message says where', async () => {
    const out = join(work.dir, 'first');
    const first = await cli('run', '--chapter', 'repeat', '--reporter', 'console', '--out', out);
    expect(first.code).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as Report;
    const io = bufferedIo();
    const names = ['console', 'junit'];
    const files = new ReportSet(aFile, ROOT);
    const reporters = await createReporters(names, { io, outDir: aFile, cwd: ROOT, files });
    const written = await finishRun({ report, results: [], reporters, files, out: aFile, io });
    expect(written).toBe(false);
    expect(io.stdout()).toContain('Reports written to');
    const saved = /report\.json was saved to (\S+) instead/.exec(io.stderr())?.[1] ?? '';
    expect(existsSync(saved)).toBe(true);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual(report);
    rmSync(dirname(saved), { recursive: true });
    expect(io.stderr()).toContain(`The reports could not be written to ${aFile}`);
    expect(io.stderr()).not.toContain('    at ');
  });
});
