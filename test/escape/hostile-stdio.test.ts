import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../protocol/cli-helpers.js';
import { checkConsole, checkJunit, checkSummary, run, type Run } from './hostile-checks.js';

const out = tempDir();
afterAll(out.remove);

let hostile: Run;

beforeAll(async () => {
  hostile = await run(out.dir, '--adapter-command', 'node test/fault-adapters/hostile.mjs', '--id', 'cost-a*');
});

describe('hostile strings from an adapter over stdio: implementation, stderr, messages, reply keys, a line not JSON', () => {
  it('every result is there, and the stderr kept', () => {
    expect(hostile.code).toBe(1);
    expect(
      hostile.report.results.filter((result) => result.stderr?.includes('stderr: ')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(hostile.report.results.map((result) => result.diagnostics[0]?.code)).toEqual(
      expect.arrayContaining(['adapter/errored', 'adapter/invalid-observation', 'adapter/protocol-error']),
    );
  });

  it('junit.xml parses strictly and counts exactly the failing cases', () => {
    checkJunit(hostile);
  });

  it('summary.md renders with no injected element and lists every failure', () => {
    checkSummary(hostile);
  });

  it('the console shows adapter stderr and messages escaped, and ends with the real verdict', () => {
    checkConsole(hostile);
    expect(hostile.stdout).toContain('adapter stderr:\n    stderr: <img');
  });

  it('a reply with an unknown top-level key names the key', () => {
    const messages = hostile.report.results.flatMap((result) => result.diagnostics.map((d) => d.message));
    expect(
      messages.some((message) => message.startsWith('The reply breaks run-result.schema.json at /: the property "')),
    ).toBe(true);
  });
});
