import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Baseline } from '../../schemas/types/generated.js';
import { cli, readReport, statuses, tempDir } from '../protocol/cli-helpers.js';
import { FAIL_MODE, FAILING_FIXTURE } from './adapters/fails-one.js';

const out = tempDir();
afterAll(out.remove);
afterEach(() => {
  Reflect.deleteProperty(process.env, FAIL_MODE);
});
const ADAPTER = ['--adapter', './test/reports/adapters/fails-one.ts', '--chapter', 'repeat'];
const WAS = 'was: fail verdict/total-cost step 0 /totalCost/energy 4≠5';
const NOW = 'now: fail verdict/outcome step 0 rejected payment/insufficient-energy, expected accepted';
const BASELINE = `${out.dir}/baseline.json`;

async function runAs(mode: string | undefined, name: string, ...more: string[]) {
  if (mode === undefined) Reflect.deleteProperty(process.env, FAIL_MODE);
  else process.env[FAIL_MODE] = mode;
  return cli('run', ...ADAPTER, '--out', `${out.dir}/${name}`, ...more);
}

const read = (path: string): string => readFileSync(path, 'utf8');

describe('a baseline that records the failure itself', () => {
  it('baseline update writes the fingerprint of the failure, one fact a line', async () => {
    expect((await runAs('cost', 'first', '--reporter', 'json')).code).toBe(1);
    const update = await cli('baseline', 'update', '--baseline', BASELINE, '--report', `${out.dir}/first/report.json`);
    expect(update.code).toBe(0);
    const text = read(BASELINE);
    expect(text).toContain(
      [
        '      "fingerprint": {',
        '        "code": "verdict/total-cost",',
        '        "expected": "4",',
        '        "observed": "5",',
        '        "pointer": "/then/steps/0/totalCost/energy",',
        '        "step": 0',
        '      }',
      ].join('\n'),
    );
    expect((JSON.parse(text) as Baseline).baselineVersion).toBe(2);
  });

  it('the same failure is expected-fail, and the run passes', async () => {
    const run = await runAs('cost', 'same', '--reporter', 'json', '--baseline', BASELINE);
    expect(run.code).toBe(0);
    expect(statuses(readReport(`${out.dir}/same`))[FAILING_FIXTURE]).toBe('expected-fail');
  });

  it('a different failure is a new failure: fail, exit 1, both fingerprints in every report', async () => {
    const run = await runAs('outcome', 'changed', '--reporter', 'console', '--reporter', 'markdown', '--reporter', 'junit', '--reporter', 'html', '--baseline', BASELINE);
    expect(run.code).toBe(1);
    const report = readReport(`${out.dir}/changed`);
    const result = report.results.find((candidate) => candidate.id === FAILING_FIXTURE);
    expect(result?.status).toBe('fail');
    expect(report.summary.ok).toBe(false);
    expect(result?.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['baseline/failure-changed', 'verdict/outcome']);
    expect(result?.fingerprint).toMatchObject({ code: 'verdict/outcome', rejection: 'payment/insufficient-energy' });
    const files = ['report.json', 'summary.md', 'junit.xml', 'report.html'];
    for (const text of [run.stdout, ...files.map((file) => read(`${out.dir}/changed/${file}`))]) {
      expect(text).toContain(WAS);
      expect(text).toContain(NOW);
    }
    expect(read(`${out.dir}/changed/report.html`)).toContain('new since baseline');
  });

  it('a failure gone is an unexpected pass, and an entry naming no fixture is stale: both fail the run', async () => {
    const baseline = JSON.parse(read(BASELINE)) as Baseline;
    const gone = `${out.dir}/gone.json`;
    const entry = baseline.entries[FAILING_FIXTURE];
    writeFileSync(gone, JSON.stringify({ ...baseline, entries: { ...baseline.entries, 'repeat-removed': entry } }));
    const run = await runAs(undefined, 'gone', '--reporter', 'json', '--baseline', gone);
    expect(run.code).toBe(1);
    const report = readReport(`${out.dir}/gone`);
    expect(statuses(report)[FAILING_FIXTURE]).toBe('unexpected-pass');
    expect(report.staleBaselineEntries).toEqual(['repeat-removed']);
  });

  it('an old status-only baseline still loads, with a notice giving the exact command that upgrades it', async () => {
    const old = `${out.dir}/old.json`;
    writeFileSync(old, JSON.stringify({ baselineVersion: 1, entries: { [FAILING_FIXTURE]: { status: 'fail', reason: 'known' } } }));
    const run = await runAs('outcome', 'old', '--reporter', 'json', '--baseline', old);
    expect(run.code).toBe(0);
    const command = `riftbound-conformance baseline update --baseline ${old} --report ${out.dir}/old/report.json`;
    expect(run.stderr).toContain('1 entry records a status but no failure fingerprint');
    expect(run.stderr).toContain(command);
    const upgrade = await cli(...command.split(' ').slice(1));
    expect(upgrade.code).toBe(0);
    const upgraded = JSON.parse(read(old)) as Baseline;
    expect(upgraded.baselineVersion).toBe(2);
    expect(upgraded.entries[FAILING_FIXTURE]).toMatchObject({ reason: 'known', fingerprint: { code: 'verdict/outcome' } });
    const after = await runAs('cost', 'upgraded', '--reporter', 'json', '--baseline', old);
    expect(after.stderr).not.toContain('no failure fingerprint');
    expect(after.code).toBe(1);
  });
});
