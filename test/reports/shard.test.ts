import { describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { mergeReports, type NamedReport } from '../../harness/shard/merge.js';
import { readReport } from '../../harness/shard/read-report.js';
import { parseShard, selectShard, shardOf, withoutShard } from '../../harness/shard/select.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { renderUsage } from '../../harness/messages/index.js';
import { sampleReport, sampleResults } from './sample-report.js';

const TOTAL = 4;

function shardReports(full: Report): NamedReport[] {
  return Array.from({ length: TOTAL }, (_, i) => {
    const results = selectShard(full.results, { index: i + 1, total: TOTAL }, (r) => r.id);
    const report = sampleReport(results);
    return {
      file: `shard-${i + 1}.json`,
      report: {
        ...report,
        shard: { index: i + 1, total: TOTAL, of: full.results.length },
        command: `${full.command} --shard ${i + 1}/${TOTAL}`,
        startedAt: `2025-01-01T00:00:0${i}.000Z`,
        finishedAt: `2025-01-01T00:00:0${i + 2}.000Z`,
      },
    };
  });
}

describe('sharding', () => {
  it('reads i/n with 1 <= i <= n, and nothing else', () => {
    expect(parseShard('2/4')).toEqual({ ok: true, shard: { index: 2, total: 4 } });
    for (const bad of ['0/4', '5/4', '1/0', '1-4', 'a/b', '']) expect(parseShard(bad).ok).toBe(false);
  });

  it('puts each fixture in exactly one shard, by sha256 of its ID', () => {
    const ids = sampleResults().map((r) => r.id);
    for (const id of ids) expect(shardOf(id, TOTAL)).toBe(shardOf(id, TOTAL));
    const union = [1, 2, 3, 4].flatMap((index) => selectShard(ids, { index, total: TOTAL }, (id) => id));
    expect(union.sort()).toEqual([...ids].sort());
    // sha256("pay-from-pool") starts with the 8 hex digits read as the shard key
    expect(shardOf('pay-from-pool', 1)).toBe(1);
  });

  it('merges four shard reports into the report of one full run', () => {
    const full = sampleReport();
    const merged = mergeReports(shardReports(full));
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(validateDocument('report', merged.report)).toEqual([]);
    expect({ ...merged.report, startedAt: '', finishedAt: '' }).toEqual({ ...full, startedAt: '', finishedAt: '' });
    expect(merged.report.startedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(merged.report.finishedAt).toBe('2025-01-01T00:00:05.000Z');
  });

  it('totals the parts not judged over the merged results', () => {
    const unjudged = [{ part: 'events' as const, step: 0, pointer: '/then/steps/0/events' }];
    const full = sampleReport(sampleResults().map((r, i) => (i % 2 === 0 ? { ...r, unjudged } : r)));
    expect(full.summary.unjudged?.parts).toBeGreaterThan(1);
    const merged = mergeReports(shardReports(full));
    expect(merged.ok && merged.report.summary.unjudged).toEqual(full.summary.unjudged);
  });

  it('drops --shard and the --out folder of the shard from the command', () => {
    expect(withoutShard('riftbound-conformance run --shard 2/4 --adapter reference')).toBe('riftbound-conformance run --adapter reference');
    expect(withoutShard('riftbound-conformance run --shard=2/4')).toBe('riftbound-conformance run');
    expect(withoutShard('riftbound-conformance run --shard 1/4 --out reports/shard-1 --id x')).toBe('riftbound-conformance run --id x');
  });

  it('refuses reports of another corpus or adapter, or that ran the same fixture', () => {
    const [a, b] = shardReports(sampleReport());
    if (!a || !b) throw new Error('no shards');
    const corpus = { ...b, report: { ...b.report, corpus: { ...b.report.corpus, hash: `sha256:${'cd'.repeat(32)}` } } };
    const adapter = { ...b, report: { ...b.report, adapter: { ...b.report.adapter, version: '9.9.9' } } };
    const refusal = (reports: NamedReport[]) => {
      const outcome = mergeReports(reports);
      return outcome.ok ? undefined : outcome.refusal.code;
    };
    expect(refusal([a, corpus])).toBe('usage/merge-corpus');
    expect(refusal([a, adapter])).toBe('usage/merge-adapter');
    const overlapping = { ...b, report: { ...b.report, results: [...b.report.results, ...a.report.results] } };
    expect(refusal([a, overlapping])).toBe('usage/merge-overlap');
    expect(refusal([a, a])).toBe('usage/merge-duplicate');
    expect(refusal([])).toBe('usage/merge-none');
  });

  it('refuses an incomplete or mixed shard set, naming what is missing', () => {
    const shards = shardReports(sampleReport());
    const [a, b, c] = shards;
    if (!a || !b || !c) throw new Error('no shards');
    const outcome = (reports: NamedReport[]) => {
      const merged = mergeReports(reports);
      return merged.ok ? undefined : merged.refusal;
    };
    expect(outcome([a, c])).toEqual({
      code: 'usage/merge-incomplete',
      data: { missing: ['shard 2/4', 'shard 4/4'], total: 4, present: '1, 3' },
    });
    expect(renderUsage('usage/merge-incomplete', outcome([a, c])?.data ?? {})).toContain('lacks shard 2/4, shard 4/4 of 4');
    const otherRun = { ...b, file: 'other/shard-2.json', report: { ...b.report, shard: { index: 2, total: 3, of: 10 } } };
    expect(outcome([a, otherRun])).toMatchObject({ code: 'usage/merge-mixed', data: { expected: '1/4', observed: '2/3' } });
    const unsharded = { ...b.report };
    delete unsharded.shard;
    expect(outcome([a, { ...b, report: unsharded }])?.code).toBe('usage/merge-not-shard');
    const short = shards.map((named, i) => (i === 0 ? { ...named, report: { ...named.report, results: named.report.results.slice(1) } } : named));
    expect(outcome(short)).toMatchObject({ code: 'usage/merge-count', data: { expected: 10, observed: 9 } });
  });

  it('refuses a report of another protocol version before reading the rest', () => {
    const reading = readReport(JSON.stringify({ ...sampleReport(), protocolVersion: 2 }), 'r.json');
    expect(reading.ok ? undefined : reading.refusal).toEqual({ code: 'usage/report-protocol', data: { file: 'r.json', expected: 1, observed: '2' } });
    expect(readReport(JSON.stringify(sampleReport()), 'r.json').ok).toBe(true);
  });
});
