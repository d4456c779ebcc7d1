import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Baseline } from '../../schemas/types/generated.js';
import { chapterIds, cli, readReport, statuses, tempDir } from '../protocol/cli-helpers.js';
import { BROKEN_FIXTURE } from './adapters/breaks-one.js';

const out = tempDir();
afterAll(out.remove);
const ADAPTER = ['--adapter', './test/reports/adapters/breaks-one.ts', '--chapter', 'repeat'];
const passing = chapterIds('repeat').find((id) => id !== BROKEN_FIXTURE) ?? '';

function writeBaseline(name: string, entries: Baseline['entries'], version = 1): string {
  const path = `${out.dir}/${name}.json`;
  writeFileSync(path, JSON.stringify({ baselineVersion: version, entries }));
  return path;
}

describe('a run with a baseline', () => {
  it('turns the listed failure into expected-fail and passes', async () => {
    const baseline = writeBaseline('known', { [BROKEN_FIXTURE]: { status: 'error', reason: 'throws on repeat costs' } });
    const run = await cli('run', ...ADAPTER, '--baseline', baseline, '--reporter', 'json', '--out', `${out.dir}/known`);
    expect(run.code).toBe(0);
    expect(statuses(readReport(`${out.dir}/known`))[BROKEN_FIXTURE]).toBe('expected-fail');
  });

  it('fails on an unexpected pass and on a stale entry', async () => {
    const baseline = writeBaseline('stale', {
      [BROKEN_FIXTURE]: { status: 'error', reason: 'throws on repeat costs', issue: 'https://example.org/issues/3' },
      [passing]: { status: 'fail', reason: 'was wrong once' },
      'repeat-no-such-fixture': { status: 'fail', reason: 'removed long ago' },
    });
    const run = await cli('run', ...ADAPTER, '--baseline', baseline, '--reporter', 'json', '--out', `${out.dir}/stale`);
    expect(run.code).toBe(1);
    const report = readReport(`${out.dir}/stale`);
    expect(statuses(report)[passing]).toBe('unexpected-pass');
    expect(report.staleBaselineEntries).toEqual(['repeat-no-such-fixture']);
    expect(report.summary.ok).toBe(false);
  });

  it('update keeps the reasons of entries that stay and drops the rest; the next run passes', async () => {
    const baseline = `${out.dir}/stale.json`;
    const update = await cli('baseline', 'update', '--baseline', baseline, '--report', `${out.dir}/stale/report.json`);
    expect(update.code).toBe(0);
    const written = JSON.parse(readFileSync(baseline, 'utf8')) as Baseline;
    expect(written.entries).toEqual({
      [BROKEN_FIXTURE]: {
        status: 'error',
        reason: 'throws on repeat costs',
        issue: 'https://example.org/issues/3',
        fingerprint: { code: 'adapter/threw' },
      },
    });
    const run = await cli('run', ...ADAPTER, '--baseline', baseline, '--reporter', 'json', '--out', `${out.dir}/again`);
    expect(run.code).toBe(0);
  });

  it('adds a new failure with its first diagnostic code', async () => {
    const run = await cli('run', ...ADAPTER, '--reporter', 'json', '--out', `${out.dir}/none`);
    expect(run.code).toBe(1);
    const baseline = `${out.dir}/new.json`;
    await cli('baseline', 'update', '--baseline', baseline, '--report', `${out.dir}/none/report.json`);
    const written = JSON.parse(readFileSync(baseline, 'utf8')) as Baseline;
    expect(written.entries[BROKEN_FIXTURE]).toEqual({
      status: 'error',
      reason: 'new failure: adapter/threw',
      fingerprint: { code: 'adapter/threw' },
    });
  });

  it('refuses a baseline of another baselineVersion (exit 2)', async () => {
    const baseline = writeBaseline('future', {}, 3);
    expect((await cli('run', ...ADAPTER, '--baseline', baseline)).code).toBe(2);
  });
});
