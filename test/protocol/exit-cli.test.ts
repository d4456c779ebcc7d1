/**
 * The CLI as a real process, where an exit is an exit: an in-process adapter that ends the process, the same adapter
 * served over stdio, errors thrown from an adapter's timers, an adapter that leaves nothing to wait for, and SIGINT or
 * SIGTERM during a stdio run. Each ends non-zero, with reports that say what happened.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { engineAdapterModule, readReport, statuses } from './cli-helpers.js';
import { alive, CLI, processWork, startCli, waitFor } from './cli-process.js';

const work = processWork();
const { leftBehind } = work;

/** Eight fixtures of the package corpus, run in file order. */
const SELECTION = ['--id', 'cost-a*'];

function read(out: string, name: string): string {
  return readFileSync(join(out, name), 'utf8');
}

/** The statuses that are not pass, by fixture position in the run. */
function notPassing(report: Report): [number, string][] {
  return report.results.flatMap((result, index): [number, string][] =>
    result.status === 'pass' ? [] : [[index, result.status]],
  );
}

describe('an adapter that calls process.exit(0) after two fixtures', () => {
  const adapter = engineAdapterModule(work.dir, 'exits-third', 'if (runs === 3) process.exit(0)');

  it('in process: exit 1, a crash for the third fixture, and reports that say so', { timeout: 180_000 }, async () => {
    const out = join(work.dir, 'in-process');
    const { code, stdout } = await startCli(['run', ...SELECTION, '--adapter', adapter, '--out', out]).ended;
    expect(code).toBe(1);
    const report = readReport(out);
    expect(notPassing(report)).toEqual([[2, 'crash']]);
    expect(report.summary.ok).toBe(false);
    expect(report.results[2]?.diagnostics[0]?.message).toContain('called process.exit(0) while running fixture');
    expect(read(out, 'summary.md').split('\n')[0]).toMatch(/^## ❌ .*7\/8 passed · run failed$/);
    expect(read(out, 'summary.md')).toContain(`\`${report.results[2]?.id ?? '?'}\`: crash`);
    // With CI set, the console is coloured: the verdict is read without its colour codes.
    expect(stripVTControlCharacters(stdout).trimEnd().split('\n').at(-1)).toMatch(/^run failed/);
  });

  it(
    'through serve over stdio: exit 1, a crash for the third fixture, and reports that say so',
    { timeout: 180_000 },
    async () => {
      const out = join(work.dir, 'serve');
      const command = `"${process.execPath}" ${CLI.join(' ')} serve --adapter ${adapter}`;
      const { code } = await startCli(['run', ...SELECTION, '--adapter-command', command, '--out', out]).ended;
      expect(code).toBe(1);
      const report = readReport(out);
      expect(notPassing(report)[0]).toEqual([2, 'crash']);
      expect(report.results[2]?.diagnostics[0]?.code).toBe('adapter/crash');
      expect(read(out, 'summary.md').split('\n')[0]).toMatch(/^## ❌ .* · run failed$/);
      expect(read(out, 'summary.md')).toContain(`\`${report.results[2]?.id ?? '?'}\`: crash`);
    },
  );
});

describe('what an in-process adapter leaves behind in its timers is blamed on the fixture that left it', () => {
  it(
    'an exit through a held reference, an uncaught exception, an unhandled rejection: crashes, exit 1',
    { timeout: 180_000 },
    async () => {
      const body = [
        'if (runs === 2) setTimeout(() => exit(0), 0)',
        'if (runs === 4) setTimeout(() => { throw new Error("late boom"); }, 0)',
        'if (runs === 6) Promise.reject(new Error("nobody awaits this"))',
      ].join('; ');
      const adapter = engineAdapterModule(work.dir, 'timers', body, "import { exit } from 'node:process';\n");
      const out = join(work.dir, 'timers');
      const { code } = await startCli(['run', ...SELECTION, '--adapter', adapter, '--out', out]).ended;
      expect(code).toBe(1);
      const report = readReport(out);
      expect(notPassing(report)).toEqual([
        [1, 'crash'],
        [3, 'crash'],
        [5, 'crash'],
      ]);
      const messages = [1, 3, 5].map((index) => report.results[index]?.diagnostics[0]?.message ?? '');
      expect(messages[0]).toContain('called process.exit(0)');
      expect(messages[1]).toContain('an uncaught exception while running fixture');
      expect(messages[1]).toContain('late boom');
      expect(messages[2]).toContain('an unhandled promise rejection while running fixture');
    },
  );

  it(
    'an adapter whose describe() leaves nothing to wait for ends the process non-zero, saying why',
    { timeout: 120_000 },
    async () => {
      const path = join(work.dir, 'never-describes.mjs');
      writeFileSync(path, 'export default { describe: () => new Promise(() => {}), run() {} };\n');
      const out = join(work.dir, 'never');
      const { code, stderr } = await startCli(['run', ...SELECTION, '--adapter', path, '--out', out]).ended;
      expect(code).not.toBe(0);
      expect(stderr).toContain('before the command reached its verdict');
      expect(existsSync(join(out, 'report.json'))).toBe(false);
    },
  );
});

/** The pids of live processes whose command line contains `marker`. */
describe.each([
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)('%s during a stdio run', (signal, exitCode) => {
  it(
    'stops the adapter and its process group and writes the fixtures that ran as an interrupted set',
    { timeout: 180_000 },
    async () => {
      const out = join(work.dir, `signal-${signal}`);
      // An earlier, whole report set in --out: the interrupted run must replace all of it, never leave a mix.
      cpSync(join(work.dir, 'in-process'), out, { recursive: true });
      const mark = join(work.dir, `hang-${signal}.txt`);
      const ids = readReport(out).results.map((result) => result.id);
      const command = `node test/fault-adapters/hang-marked.mjs ${ids[3] ?? ''}`;
      const args = ['run', ...SELECTION, '--adapter-command', command, '--timeout', '300000', '--out', out];
      const { child, ended } = startCli(args, { HANG_MARK: mark });
      const pids = (await waitFor(mark, 120_000)).trim().split(' ').map(Number);
      leftBehind.push(...pids);
      expect(alive(pids)).toHaveLength(2);
      child.kill(signal);
      const { code, stderr, stdout } = await ended;
      expect(code).toBe(exitCode);
      expect(alive(pids)).toEqual([]);
      expect(stderr).toContain(`Interrupted by ${signal}`);
      expect(stdout.trimEnd().split('\n').at(-1)).toContain(
        `run failed: interrupted by ${signal} after 3 of 8 fixtures`,
      );
      const report = readReport(out);
      expect(report.interrupted).toEqual({ by: signal, selected: 8, ran: 3 });
      expect(statuses(report)).toEqual(Object.fromEntries(ids.slice(0, 3).map((id) => [id, 'pass'])));
      expect(report.summary.problems?.map((problem) => problem.kind)).toEqual(['interrupted']);
      expect(read(out, 'summary.md').split('\n')[0]).toBe(
        `## ❌ Interrupted by ${signal}: Riftbound conformance: 3/3 passed, 5 fixtures not run · run failed`,
      );
      expect(read(out, 'report.html')).toContain(`Interrupted by ${signal}`);
      expect(read(out, 'junit.xml')).toContain('run: interrupted');
      expect(JSON.parse(read(out, 'badge.json'))).toMatchObject({ color: 'red', message: '3/3 passed, interrupted' });
    },
  );
});
