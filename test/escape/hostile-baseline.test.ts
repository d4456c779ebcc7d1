/**
 * A baseline's fingerprints are outside data too: a known failure that now fails otherwise is shown with what failed
 * then (from the baseline file) and now (from the adapter), and every report quotes both through its escaping layer.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../protocol/cli-helpers.js';
import { checkConsole, checkJunit, checkSummary, FAILING, run, type Run } from './hostile-checks.js';
import { PAYLOAD, rawControls } from './payload.js';

const out = tempDir();
afterAll(out.remove);

const ARGS = ['--adapter', './test/escape/adapters/hostile-strings.ts', '--id', 'cost-a*'];

let changed: Run;

beforeAll(async () => {
  const first = await run(join(out.dir, 'first'), ...ARGS);
  // Every fixture is listed as failing, with a hostile record: the adapter varies its answers from call to call, so
  // whichever fixture fails in the second run fails otherwise than recorded.
  const entries = Object.fromEntries(
    first.report.results.map((result) => [
      result.id,
      {
        status: result.status === 'error' ? 'error' : 'fail',
        reason: PAYLOAD,
        fingerprint: { code: result.fingerprint?.code ?? 'adapter/threw', observed: PAYLOAD },
      },
    ]),
  );
  const baseline = join(out.dir, 'baseline.json');
  writeFileSync(baseline, JSON.stringify({ baselineVersion: 2, entries }));
  changed = await run(join(out.dir, 'changed'), ...ARGS, '--baseline', baseline);
});

/** The failing results of the run that carry a baseline note naming both failures. */
function notedResults(run: Run) {
  const noted = new Set(['baseline/failure-changed', 'baseline/status-changed']);
  return run.report.results.filter(
    (result) => FAILING.has(result.status) && result.diagnostics.some((diagnostic) => noted.has(diagnostic.code)),
  );
}

describe('a hostile failure fingerprint, recorded in the baseline and changed in the run', () => {
  it('is a new failure for every listed fixture that fails again, its note quoting the hostile record', () => {
    const noted = notedResults(changed);
    expect(noted.length).toBeGreaterThanOrEqual(2);
    const listed = changed.report.results.filter(
      (result) => FAILING.has(result.status) && result.status !== 'unexpected-pass',
    );
    expect(noted.map((result) => result.id)).toEqual(listed.map((result) => result.id));
    for (const result of noted) {
      const note = result.diagnostics.find((diagnostic) => diagnostic.code.startsWith('baseline/'));
      expect(note?.message ?? '', result.id).toContain('<script>alert(2)</script>');
      expect(rawControls(note?.message ?? '').length, result.id).toBeGreaterThan(0);
    }
  });

  it('junit.xml, summary.md and the console show it escaped', () => {
    checkJunit(changed);
    checkSummary(changed);
    checkConsole(changed);
    expect(changed.stdout).toContain('baseline/failure-changed');
    expect(readFileSync(join(changed.dir, 'summary.md'), 'utf8')).toContain('baseline/failure-changed');
  });

  it('report.html shows it escaped, once per failure', () => {
    const html = readFileSync(join(changed.dir, 'report.html'), 'utf8');
    expect(html.match(/class="baseline-change"/g)?.length).toBe(notedResults(changed).length);
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<svg onload');
    expect(rawControls(html)).toEqual([]);
  });
});
