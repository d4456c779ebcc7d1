import { describe, expect, it } from 'vitest';
import { smoke, type SmokeCheck } from '../../harness/protocol/smoke.js';

function summary(checks: readonly SmokeCheck[]): string[] {
  return checks.map((check) => `${check.check}:${check.state === 'fail' ? check.fault.code : check.state}`);
}

describe('smoke', () => {
  it('passes the Python example adapter', async () => {
    const report = await smoke({ command: 'python3 examples/adapters/minimal.py' });
    expect(summary(report.checks)).toEqual(['start:pass', 'run:pass', 'stop:pass']);
    expect(report.ok).toBe(true);
    expect(report.implementation?.language).toBe('python');
  });

  it('passes the reference engine served over stdio', async () => {
    const report = await smoke({ command: 'node --import tsx harness/cli/bin.ts serve' });
    expect(summary(report.checks)).toEqual(['start:pass', 'run:pass', 'stop:pass']);
    expect(report.checks[1]?.state === 'pass' && report.checks[1].note).toBe('observation');
  });

  it('names a version mismatch at start and runs nothing else', async () => {
    const report = await smoke({ command: 'node test/fault-adapters/wrong-version.mjs' });
    expect(summary(report.checks)).toEqual(['start:adapter/version-mismatch', 'run:not-run', 'stop:not-run']);
    expect(report.checks[0]?.state === 'fail' && report.checks[0].fault.data).toMatchObject({
      expected: 1,
      observed: 2,
    });
  });

  it('catches an adapter that does not start', async () => {
    const report = await smoke({ command: 'node -e "process.exit(4)"' });
    expect(summary(report.checks)[0]).toBe('start:adapter/crash');
    expect(report.ok).toBe(false);
  });

  it('catches a wrong seq in the reply to run', async () => {
    const command = 'node test/fault-adapters/wrong-seq.mjs pay-smoke-unit-paid-with-two-runes';
    const report = await smoke({ command: `FAULT_ENGINE=none ${command}` });
    expect(summary(report.checks)).toEqual(['start:pass', 'run:adapter/wrong-seq', 'stop:not-run']);
  });

  it('catches an adapter that stays alive after stop', async () => {
    const report = await smoke({
      command: 'FAULT_ENGINE=none node test/fault-adapters/ignore-stop.mjs',
      timeoutMs: 1_000,
    });
    expect(summary(report.checks)).toEqual(['start:pass', 'run:pass', 'stop:adapter/timeout']);
  });
});
