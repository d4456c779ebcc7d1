import { afterAll, describe, expect, it } from 'vitest';
import { validateDocument } from '../../harness/schema/validators.js';
import { chapterIds, cli, readReport, statuses, tempDir } from './cli-helpers.js';

// Each fault adapter is a real child process answering with the reference engine, except on one fixture.
const out = tempDir();
afterAll(out.remove);
const ids = chapterIds('repeat');
const target = ids[1] ?? '';

describe.each([
  ['crash', 'crash', 'adapter/crash'],
  ['hang', 'timeout', 'adapter/timeout'],
  ['garbage', 'error', 'adapter/protocol-error'],
  ['wrong-seq', 'error', 'adapter/wrong-seq'],
  ['flood', 'error', 'adapter/protocol-error'],
] as const)('the %s adapter', (script, status, code) => {
  it(`gives ${status} (${code}) on its fixture, and the rest of the run passes`, async () => {
    const dir = `${out.dir}/${script}`;
    const command = `node test/fault-adapters/${script}.mjs ${target}`;
    const run = await cli(
      'run',
      '--chapter',
      'repeat',
      '--timeout',
      '1500',
      '--reporter',
      'junit',
      '--out',
      dir,
      '--adapter-command',
      command,
    );
    expect(run.code).toBe(1);
    const report = readReport(dir);
    expect(validateDocument('report', report)).toEqual([]);
    const expected = Object.fromEntries(ids.map((id) => [id, id === target ? status : 'pass']));
    expect(statuses(report)).toEqual(expected);
    const faulty = report.results.find((result) => result.id === target);
    expect(faulty?.diagnostics.map((diagnostic) => diagnostic.code)).toEqual([code]);
    if (script === 'crash') expect(faulty?.stderr).toContain('crashing on purpose');
  });
});
