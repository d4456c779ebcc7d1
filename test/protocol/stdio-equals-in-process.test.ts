import { afterAll, describe, expect, it } from 'vitest';
import { validateDocument } from '../../harness/schema/validators.js';
import { cli, readReport, SERVE, statuses, tempDir } from './cli-helpers.js';

const out = tempDir();
afterAll(out.remove);

describe('the reference engine through stdio', () => {
  it('gives every fixture of the corpus the status it gets in process', async () => {
    const inProcess = await cli('run', '--reporter', 'json', '--out', `${out.dir}/in-process`);
    const stdio = await cli('run', '--reporter', 'json', '--out', `${out.dir}/stdio`, '--adapter-command', SERVE);
    const a = readReport(`${out.dir}/in-process`);
    const b = readReport(`${out.dir}/stdio`);
    expect(validateDocument('report', b)).toEqual([]);
    expect(b.results.length).toBe(a.results.length);
    expect(statuses(b)).toEqual(statuses(a));
    expect(b.summary).toEqual(a.summary);
    expect(b.adapter.name).toBe(a.adapter.name);
    expect(stdio.code).toBe(inProcess.code);
  });
});
