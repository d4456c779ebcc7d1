import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, readReport, tempDir } from '../protocol/cli-helpers.js';

const out = tempDir();
afterAll(out.remove);

const FIXTURE = 'pay-spend-limited-to-pool';
const WHERE = 'at state /players/p1/runes/0/ready (in "f1"): true before, false after';

describe('a rejected step that changed the state', () => {
  it('is reported with the field, before and after, by every reporter', async () => {
    const run = await cli('run', '--adapter', './test/reports/adapters/no-rollback.ts', '--id', FIXTURE, '--out', out.dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(WHERE);
    expect(run.stdout).toMatch(/before +true\n +after +false/);
    expect(run.stdout).toContain(`rerun it alone: riftbound-conformance explain ${FIXTURE} --adapter ./test/reports/adapters/no-rollback.ts`);
    const [diagnostic] = readReport(out.dir).results[0]?.diagnostics ?? [];
    expect(diagnostic).toMatchObject({ code: 'verdict/not-rolled-back', expected: true, observed: false });
    expect(diagnostic?.message).toContain(WHERE);
    expect(diagnostic?.diff).toBeUndefined(); // two scalars: no diff repeating them
    const escaped = WHERE.replaceAll('"', '&quot;');
    expect(readFileSync(join(out.dir, 'junit.xml'), 'utf8')).toContain(escaped);
    expect(readFileSync(join(out.dir, 'summary.md'), 'utf8')).toContain(WHERE);
    expect(readFileSync(join(out.dir, 'report.html'), 'utf8')).toContain(escaped);
  });
});
