import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, REJECTED_ID, tempDir } from '../harness/helpers.js';
import { cli, readReport } from '../protocol/cli-helpers.js';

const out = tempDir();
afterAll(out.remove);

/** The replay adapter reports events but no rejection codes: the code of the rejected test fixture is not judged. */
describe('every report shows what was not judged', () => {
  it('console, report.json, summary.md, report.html and junit.xml, while the run still passes', async () => {
    const run = await cli('run', '--fixtures', CORPUS_DIR, '--adapter', './test/harness/adapters/replay.ts', '--out', out.dir);
    expect(run.code).toBe(0);
    const line = 'Not judged: 1 part of 1 judged fixture (code 1), which the adapter does not report';
    expect(run.stdout).toContain(line);
    const report = readReport(out.dir);
    expect(report.summary).toMatchObject({ ok: true, unjudged: { fixtures: 1, parts: 1, byPart: { code: 1 } } });
    expect(report.results.find((result) => result.id === REJECTED_ID)).toMatchObject({
      status: 'pass',
      unjudged: [{ part: 'code', step: 0, pointer: '/then/steps/0/code' }],
    });
    expect(readFileSync(join(out.dir, 'summary.md'), 'utf8')).toContain(line);
    const html = readFileSync(join(out.dir, 'report.html'), 'utf8');
    expect(html).toContain('<span class="unjudged">(code not judged)</span>');
    expect(html).toContain(line);
    expect(readFileSync(join(out.dir, 'junit.xml'), 'utf8')).toContain('name="unjudged" value="code not judged"');
  });
});
