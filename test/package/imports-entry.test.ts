/**
 * An adapter module that imports the package entry, loaded by the CLI running as its own process: the entry must not
 * pull in the executable, or the adapter's import waits on the module that is loading it (Node exits 13, silently).
 * (scripts/package-test.mjs does the same from an installed tarball, with CommonJS and TypeScript adapters.)
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { smoke } from '../../harness/protocol/smoke.js';
import { readReport, ROOT, statuses, tempDir } from '../protocol/cli-helpers.js';

const ADAPTER = './test/package/adapters/imports-entry.ts';
const BIN = ['--import', 'tsx', 'harness/cli/bin.ts'];
const out = tempDir();
afterAll(out.remove);

/** Runs the CLI as a child process from the repository root: its exit code and output. */
async function child(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = promisify(execFile);
  const options = { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 };
  return run(process.execPath, [...BIN, ...argv], options).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => error as { code: number; stdout: string; stderr: string },
  );
}

describe('an adapter that imports the package entry', () => {
  it('runs through the CLI: its fixtures pass, and those it skips are not-applicable with its reason', async () => {
    const dir = join(out.dir, 'run');
    const { code, stderr } = await child(
      'run',
      '--adapter',
      ADAPTER,
      '--chapter',
      'repeat',
      '--chapter',
      'pool',
      '--out',
      dir,
    );
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    const report = readReport(dir);
    const byStatus = Object.entries(statuses(report));
    // It has no `query` method, so the fixtures that ask queries (spec/INTERPRETING.md 4.8) are not applicable to it.
    const repeat = byStatus.filter(([id]) => id.startsWith('repeat-'));
    const asking = repeat.filter(([id]) => id.startsWith('repeat-query-'));
    expect(asking.length).toBeGreaterThan(0);
    expect(asking.every(([, status]) => status === 'not-applicable')).toBe(true);
    expect(repeat.filter(([id]) => !id.startsWith('repeat-query-')).every(([, status]) => status === 'pass')).toBe(
      true,
    );
    const pool = report.results.filter((result) => result.id.startsWith('pool-'));
    expect(pool.length).toBeGreaterThan(0);
    for (const result of pool) expect(result).toMatchObject({ status: 'not-applicable' });
    expect(JSON.stringify(pool[0])).toContain('the pool chapter is not wired yet');
  });

  it('is served over stdio by serve --adapter, and smoke passes', async () => {
    const report = await smoke({ command: `node ${BIN.join(' ')} serve --adapter ${ADAPTER}`, cwd: ROOT });
    expect(report.checks.map((check) => check.state)).toEqual(['pass', 'pass', 'pass']);
  });
});
