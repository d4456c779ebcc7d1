import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chapterIds, readReport, ROOT, statuses } from './cli-helpers.js';
import { processWork } from './cli-process.js';

// The CLI as a real process: only there does a handle left open keep the harness from exiting.
const out = processWork();
const { leftBehind } = out;

/** Runs the CLI from the sources and resolves with its exit code once it has exited. */
function runCli(args: readonly string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'harness/cli/bin.ts', ...args], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      resolve(code);
    });
  });
}

describe('an adapter that leaves a daemon holding its stdout', () => {
  it('is a crash, and the harness exits once the reports are written', { timeout: 120_000 }, async () => {
    const [before, target, after] = chapterIds('repeat');
    const ids = [before, target, after].flatMap((id) => ['--id', id ?? '']);
    // The time limit is far longer than the test's: a crash noticed only at the limit fails the test.
    const command = `node test/fault-adapters/orphan.mjs ${target ?? ''} detached`;
    const args = ['run', ...ids, '--timeout', '300000', '--reporter', 'junit', '--out', out.dir];
    const code = await runCli([...args, '--adapter-command', command]);
    const report = readReport(out.dir);
    const faulty = report.results.find((result) => result.id === target);
    const holder = Number(/process (\d+) keeps stdout open/.exec(faulty?.stderr ?? '')?.[1]);
    if (Number.isInteger(holder)) leftBehind.push(holder);
    expect(code).toBe(1);
    expect(statuses(report)).toEqual({ [before ?? '']: 'pass', [target ?? '']: 'crash', [after ?? '']: 'pass' });
    expect(faulty?.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['adapter/crash']);
  });
});
