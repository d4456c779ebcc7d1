/** The queries through stdio (the protocol's `query` message) give every query fixture its in-process status. */
import { afterAll, describe, expect, it } from 'vitest';
import { validateDocument } from '../../harness/schema/validators.js';
import { cli, readReport, SERVE, statuses, tempDir } from './cli-helpers.js';

const out = tempDir();
afterAll(out.remove);

describe('queries through stdio', () => {
  it('give the query fixtures the statuses and answers they get in process, and profile:deducting runs some', async () => {
    const select = ['--id', '*-query-*', '--reporter', 'json'];
    const inProcess = await cli('run', ...select, '--out', `${out.dir}/in-process`);
    const stdio = await cli('run', ...select, '--out', `${out.dir}/stdio`, '--adapter-command', SERVE);
    const a = readReport(`${out.dir}/in-process`);
    const b = readReport(`${out.dir}/stdio`);
    expect(validateDocument('report', b)).toEqual([]);
    expect(a.results.length).toBeGreaterThanOrEqual(20);
    expect(statuses(b)).toEqual(statuses(a));
    expect(b.results.map((result) => result.queries)).toEqual(a.results.map((result) => result.queries));
    expect(stdio.code).toBe(inProcess.code);
    expect(inProcess.code).toBe(0);
  });
});
