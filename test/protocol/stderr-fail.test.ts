/**
 * What a stdio adapter writes on stderr is kept for every fixture that does not pass, a fail included (the README
 * promises up to 8 KiB per fixture): in report.json, JUnit's system-err, summary.md and the HTML report. A pass keeps
 * none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, describe, expect, it } from 'vitest';
import { chapterIds, cli, readReport, statuses, tempDir } from './cli-helpers.js';

const work = tempDir();
afterAll(work.remove);

describe('the stderr of a failing fixture over stdio', () => {
  it('is in every report; a pass keeps none', { timeout: 120_000 }, async () => {
    const [before, target, after] = chapterIds('cost');
    const ids = [before, target, after].flatMap((id) => ['--id', id ?? '']);
    const out = work.dir;
    const command = `node test/fault-adapters/noisy-fail.mjs ${target ?? ''}`;
    const { code } = await cli('run', ...ids, '--adapter-command', command, '--out', out);
    expect(code).toBe(1);
    const report = readReport(out);
    expect(statuses(report)).toEqual({ [before ?? '']: 'pass', [target ?? '']: 'fail', [after ?? '']: 'pass' });
    const kept = Object.fromEntries(report.results.map((result) => [result.id, result.stderr]));
    expect(kept).toEqual({
      [before ?? '']: undefined,
      [target ?? '']: `NOISY-STDERR for ${target ?? ''}\n`,
      [after ?? '']: undefined,
    });
    const junit = new DOMParser().parseFromString(readFileSync(join(out, 'junit.xml'), 'utf8'), 'text/xml');
    const cases = Array.from(junit.getElementsByTagName('testcase'));
    const failing = cases.find((testCase) => (testCase.getAttribute('name') ?? '').startsWith(`${target ?? ''}:`));
    expect(failing?.getElementsByTagName('system-err')[0]?.textContent).toContain(`NOISY-STDERR for ${target ?? ''}`);
    expect(Array.from(junit.getElementsByTagName('system-err'))).toHaveLength(1);
    const summary = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(summary).toContain('<summary>adapter stderr</summary>');
    expect(summary).toContain(`NOISY-STDERR for ${target ?? ''}`);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain(`NOISY-STDERR for ${target ?? ''}`);
  });
});
