/**
 * The exit guard of an in-process run (harness/run/exit-guard.ts): an adapter that calls process.exit, process.abort
 * or sets process.exitCode while a fixture runs makes that fixture a crash, the run goes on, and the reports say so.
 * Exceptions thrown from the adapter's timers are tested through the CLI as a process (test/protocol/exit-cli.test.ts),
 * where no test runner listens for them too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AdapterFaultError } from '../../harness/protocol/faults.js';
import { ExitGuard, exitGuarded, type ProcessFault } from '../../harness/run/exit-guard.js';
import { cli, engineAdapterModule, readReport, statuses, tempDir } from '../protocol/cli-helpers.js';

const work = tempDir();
afterAll(work.remove);

/** A member of process, read without binding it. */
function member(name: 'exit' | 'abort'): unknown {
  return Reflect.get(process, name);
}

/** The guard's crash for a watched call, or undefined when the call returned. */
async function crashOf(guard: ExitGuard, work: () => unknown): Promise<AdapterFaultError | undefined> {
  try {
    await guard.watch('fx-1', work);
    return undefined;
  } catch (error) {
    if (error instanceof AdapterFaultError) return error;
    throw error;
  }
}

describe('the exit guard', () => {
  it.each([
    ['process.exit(0)', () => process.exit(0)],
    ['process.exit()', () => process.exit()],
    ['process.abort()', () => process.abort()],
  ])(
    'makes %s in a fixture a crash of that fixture, naming the call, and restores process.exit',
    async (call, work) => {
      const [exit, abort] = [member('exit'), member('abort')];
      const guard = new ExitGuard();
      guard.arm();
      expect(exitGuarded()).toBe(true);
      const crash = await crashOf(guard, work);
      guard.disarm();
      expect(crash?.status).toBe('crash');
      expect(crash?.fault.data).toMatchObject({ problem: 'in-process', call, fixture: 'fx-1' });
      expect(crash?.message).toContain(`called ${call} while running fixture fx-1`);
      expect(member('exit')).toBe(exit);
      expect(member('abort')).toBe(abort);
      expect(exitGuarded()).toBe(false);
    },
  );

  it('makes a change of process.exitCode a crash, and puts the code back', async () => {
    const before = process.exitCode;
    const guard = new ExitGuard();
    guard.arm();
    const crash = await crashOf(guard, () => {
      process.exitCode = 3;
      return 'an observation';
    });
    guard.disarm();
    expect(crash?.fault.data).toMatchObject({ call: 'process.exitCode = 3' });
    expect(process.exitCode).toBe(before);
  });

  it('blames an exit on its fixture even when the adapter catches what the guard throws', async () => {
    const guard = new ExitGuard();
    guard.arm();
    const crash = await crashOf(guard, () => {
      try {
        process.exit(1);
      } catch {
        return 'swallowed';
      }
    });
    guard.disarm();
    expect(crash?.fault.data).toMatchObject({ call: 'process.exit(1)' });
  });

  it('blames an exit from a timer the fixture left behind on that fixture, after its call returned', async () => {
    const guard = new ExitGuard();
    guard.arm();
    await guard.watch('fx-late', () => {
      setTimeout(() => {
        try {
          process.exit(0);
        } catch {
          // the guard threw: the adapter's timer ends here
        }
      }, 5);
      return 'returned at once';
    });
    await guard.drain(30);
    guard.disarm();
    expect(guard.faultsOf('fx-late')).toEqual([{ call: 'process.exit(0)', fixture: 'fx-late' }]);
  });

  it('hands an exit no fixture can be blamed for to onStray', () => {
    const stray: ProcessFault[] = [];
    const guard = new ExitGuard((fault) => stray.push(fault));
    guard.arm();
    expect(() => process.exit(0)).toThrow(/must not end the process/);
    guard.disarm();
    expect(stray).toEqual([{ call: 'process.exit(0)' }]);
  });
});

describe('an in-process adapter that calls process.exit(0) on its third fixture', () => {
  it('fails the run (exit 1): that fixture is a crash, the others ran, report.json and summary.md say so', async () => {
    const exit = member('exit');
    const adapter = engineAdapterModule(work.dir, 'exits-third', 'if (runs === 3) process.exit(0)');
    const out = join(work.dir, 'out-third');
    const { code, stdout } = await cli('run', '--id', 'cost-a*', '--adapter', adapter, '--out', out);
    expect(code).toBe(1);
    expect(member('exit')).toBe(exit);
    const report = readReport(out);
    const ids = report.results.map((result) => result.id);
    expect(ids).toHaveLength(8);
    const third = ids[2] ?? '';
    expect(Object.entries(statuses(report)).filter(([, status]) => status !== 'pass')).toEqual([[third, 'crash']]);
    const [diagnostic] = report.results[2]?.diagnostics ?? [];
    expect(diagnostic?.code).toBe('adapter/crash');
    expect(diagnostic?.message).toContain(`called process.exit(0) while running fixture ${third}`);
    const summary = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(summary.split('\n')[0]).toMatch(/^## ❌ .* 7\/8 passed · run failed$/);
    expect(summary).toContain(`#### \`${third}\`: crash`);
    expect(summary).toMatch(/called process\.exit\\?\(0\\?\) while running fixture/);
    expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^run failed: 1 fixture failed/);
  });

  it('an exit while the adapter is described is a usage error (exit 2), not a green run', async () => {
    const path = join(work.dir, 'exits-describing.mjs');
    writeFileSync(path, 'export default { describe() { process.exit(0); }, run() {} };\n');
    const { code, stderr } = await cli('run', '--id', 'cost-a*', '--adapter', path, '--out', join(work.dir, 'out-d'));
    expect(code).toBe(2);
    expect(stderr).toContain('process.exit(0)');
  });
});
