import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/types/generated.js';
import { AdapterFaultError, faultStatus } from '../../harness/protocol/faults.js';
import { ProcessAdapter, type ProcessRunOutcome } from '../../harness/protocol/process-adapter.js';
import { smokeScenario } from '../../harness/protocol/smoke-scenario.js';

// The process adapter alone, against fault adapters with no engine behind them: every other fixture is skipped.
const env = { ...process.env, FAULT_ENGINE: 'none' };
const adapters: ProcessAdapter[] = [];

function scenario(id: string): Scenario {
  return { ...smokeScenario(), id };
}

function open(script: string, options: { maxRestarts?: number; maxLineBytes?: number } = {}): ProcessAdapter {
  const adapter = new ProcessAdapter({
    command: `node test/fault-adapters/${script}.mjs pay-target`,
    env,
    timeoutMs: 2_000,
    ...options,
  });
  adapters.push(adapter);
  return adapter;
}

async function runAll(adapter: ProcessAdapter, ids: readonly string[]): Promise<ProcessRunOutcome[]> {
  const outcomes: ProcessRunOutcome[] = [];
  for (const id of ids) outcomes.push(await adapter.runDetailed(scenario(id)));
  return outcomes;
}

function codes(outcomes: readonly ProcessRunOutcome[]): string[] {
  return outcomes.map((outcome) => (outcome.kind === 'fault' ? outcome.fault.code : outcome.kind));
}

/** The processes a fault adapter left behind holding its stdout, named on its stderr; ended after each test. */
const leftBehind: number[] = [];

function holderOf(outcome: ProcessRunOutcome | undefined): number {
  const pid = Number(/process (\d+) keeps stdout open/.exec(outcome?.stderr ?? '')?.[1]);
  if (Number.isInteger(pid)) leftBehind.push(pid);
  return pid;
}

afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.close()));
  for (const pid of leftBehind.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

describe('process adapter fault isolation', () => {
  it.each([
    ['crash', 'adapter/crash', 'crash'],
    ['hang', 'adapter/timeout', 'timeout'],
    ['garbage', 'adapter/protocol-error', 'error'],
    ['wrong-seq', 'adapter/wrong-seq', 'error'],
    ['flood', 'adapter/protocol-error', 'error'],
    ['deep', 'adapter/invalid-observation', 'error'],
  ] as const)('%s: the target gets %s and the fixtures around it are answered', async (script, code, status) => {
    const outcomes = await runAll(open(script, { maxLineBytes: 1024 * 1024 }), [
      'pay-before',
      'pay-target',
      'pay-after',
    ]);
    expect(codes(outcomes)).toEqual(['skipped', code, 'skipped']);
    const fault = outcomes[1];
    expect(fault?.kind === 'fault' && faultStatus(fault.fault.code)).toBe(status);
  });

  it.each([['in its process group'], ['detached']] as const)(
    'reports an exit as a crash with its exit code while a process it started (%s) holds stdout open',
    { timeout: 30_000 },
    async (where) => {
      // A time limit well past the test's: a crash noticed only at the limit fails the test.
      const command = `node test/fault-adapters/orphan.mjs pay-target${where === 'detached' ? ' detached' : ''}`;
      const adapter = new ProcessAdapter({ command, env, timeoutMs: 60_000 });
      adapters.push(adapter);
      const outcomes = await runAll(adapter, ['pay-before', 'pay-target', 'pay-after']);
      expect(Number.isInteger(holderOf(outcomes[1]))).toBe(true);
      expect(codes(outcomes)).toEqual(['skipped', 'adapter/crash', 'skipped']);
      expect(outcomes[1]?.kind === 'fault' && outcomes[1].fault.data).toMatchObject({ exitCode: 3 });
    },
  );

  it('names a duplicate answer as such, with the fixture answered twice', async () => {
    const outcomes = await runAll(open('twice'), ['pay-before', 'pay-target', 'pay-after', 'pay-last']);
    expect(codes(outcomes)).toEqual(['skipped', 'skipped', 'adapter/wrong-seq', 'skipped']);
    expect(outcomes[2]?.kind === 'fault' && outcomes[2].fault.data).toMatchObject({
      problem: 'duplicate',
      fixture: 'pay-target',
      observed: 1,
      expected: 2,
    });
  });

  it('bounds the depth of an observation before walking it', async () => {
    const [outcome] = await runAll(open('deep'), ['pay-target']);
    expect(outcome?.kind === 'fault' && outcome.fault.data).toMatchObject({ problem: 'too-deep', limit: 100 });
  });

  it('keeps the stderr of the fixture that crashed', async () => {
    const [, crashed] = await runAll(open('crash'), ['pay-before', 'pay-target']);
    expect(crashed?.stderr).toContain('crashing on purpose');
  });

  it('puts the offending line in the diagnostic of a protocol error', async () => {
    const [outcome] = await runAll(open('garbage'), ['pay-target']);
    expect(outcome?.kind === 'fault' && outcome.fault.data).toMatchObject({
      problem: 'not-json',
      line: 'this is not json {',
    });
  });

  it('gives up restarting after maxRestarts crashes: every later fixture is a crash', async () => {
    const adapter = open('crash', { maxRestarts: 1 });
    const outcomes = await runAll(adapter, ['pay-target', 'pay-target', 'pay-after']);
    expect(codes(outcomes)).toEqual(['adapter/crash', 'adapter/crash', 'adapter/crash']);
    expect(outcomes[2]?.kind === 'fault' && outcomes[2].fault.data).toMatchObject({ problem: 'restart-limit' });
  });

  it('refuses an adapter of another protocol version, naming both versions', async () => {
    const adapter = new ProcessAdapter({ command: 'node test/fault-adapters/wrong-version.mjs' });
    adapters.push(adapter);
    const error: unknown = await adapter.describe().catch((thrown: unknown) => thrown);
    expect(error instanceof AdapterFaultError && error.fault).toEqual({
      code: 'adapter/version-mismatch',
      data: { expected: 1, observed: 2 },
    });
    expect(codes([await adapter.runDetailed(scenario('pay-after'))])).toEqual(['adapter/version-mismatch']);
  });
});
