import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { cli, readReport, tempDir } from '../protocol/cli-helpers.js';

const out = tempDir();
afterAll(out.remove);

/** A report without what differs from run to run: times and durations. */
function comparable(report: Report): unknown {
  return {
    ...report,
    startedAt: undefined,
    finishedAt: undefined,
    results: report.results.map((result) => ({ ...result, durationMs: undefined })),
  };
}

describe('four shards merged', () => {
  it('equal one full run: same results, summary and command; shards are disjoint and not empty', async () => {
    const full = await cli('run', '--reporter', 'json', '--out', `${out.dir}/full`);
    const shards = [1, 2, 3, 4].map((i) => `${out.dir}/shard-${i}`);
    for (const [i, dir] of shards.entries()) {
      const run = await cli('run', '--reporter', 'json', '--shard', `${i + 1}/4`, '--out', dir);
      expect(run.code).toBe(full.code);
      expect(readReport(dir).shard).toEqual({ index: i + 1, total: 4, of: readReport(`${out.dir}/full`).results.length });
      expect(readReport(dir).results.length).toBeGreaterThan(0);
    }
    const merged = await cli('report', 'merge', ...shards.map((dir) => `${dir}/report.json`), '--out', `${out.dir}/merged`);
    expect(merged.code).toBe(full.code);
    const report = readReport(`${out.dir}/merged`);
    expect(validateDocument('report', report)).toEqual([]);
    const command = (r: Report) => r.command.replace(/ --out \S+/, '');
    expect(command(report)).toBe(command(readReport(`${out.dir}/full`)));
    expect(comparable({ ...report, command: '' })).toEqual(comparable({ ...readReport(`${out.dir}/full`), command: '' }));
    for (const file of ['junit.xml', 'summary.md', 'report.html', 'badge.json']) expect(existsSync(`${out.dir}/merged/${file}`)).toBe(true);
  });

  it('refuses an incomplete set, naming the missing shards, and writes nothing (exit 2)', async () => {
    const merged = await cli('report', 'merge', `${out.dir}/shard-1/report.json`, `${out.dir}/shard-3/report.json`, '--out', `${out.dir}/partial`);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toContain('lacks shard 2/4, shard 4/4 of 4');
    expect(merged.stdout).not.toContain('run passed');
    expect(existsSync(`${out.dir}/partial`)).toBe(false);
  });

  it('refuses overlapping reports and a shard outside 1..n (exit 2)', async () => {
    const merged = await cli('report', 'merge', `${out.dir}/shard-1/report.json`, `${out.dir}/shard-1/report.json`);
    expect(merged.code).toBe(2);
    const shard = await cli('run', '--shard', '5/4');
    expect(shard.code).toBe(2);
  });
});
