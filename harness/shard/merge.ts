import { isDeepStrictEqual } from 'node:util';
import type { Report, Result } from '../../schemas/types/generated.js';
import type { FindingData } from '../messages/findings.js';
import type { UsageCode } from '../messages/index.js';
import { summarize } from '../report/build.js';
import { withoutShard } from './select.js';

/** Why shard reports cannot be merged: a usage code and the facts its message is rendered from. */
export interface MergeRefusal {
  readonly code: Extract<UsageCode, `usage/merge-${string}`>;
  readonly data: FindingData;
}

/** The merged report, or why the reports cannot be merged. */
export type MergeOutcome =
  { readonly ok: true; readonly report: Report } | { readonly ok: false; readonly refusal: MergeRefusal };

/** A report to merge, with the file it came from (for messages). */
export interface NamedReport {
  readonly file: string;
  readonly report: Report;
}

function adapterKey(report: Report): string {
  return `${report.adapter.name} ${report.adapter.version}`;
}

/** The first way in which `other` cannot be merged with `first`, if any. */
function mismatch(first: NamedReport, other: NamedReport): MergeRefusal | undefined {
  const files = { first: first.file, other: other.file };
  const a = first.report;
  const b = other.report;
  if (a.corpus.hash !== b.corpus.hash)
    return { code: 'usage/merge-corpus', data: { ...files, expected: a.corpus.hash, observed: b.corpus.hash } };
  if (!isDeepStrictEqual(a.adapter, b.adapter)) {
    return { code: 'usage/merge-adapter', data: { ...files, expected: adapterKey(a), observed: adapterKey(b) } };
  }
  return undefined;
}

/** Why reports are not the shards of one run: one is not a shard, two have different n or the same index. */
function shardMismatch(reports: readonly NamedReport[]): MergeRefusal | undefined {
  const [first] = reports;
  const seen = new Map<number, string>();
  for (const { file, report } of reports) {
    if (report.shard === undefined) return { code: 'usage/merge-not-shard', data: { file } };
    const expected = first?.report.shard;
    if (first && expected && report.shard.total !== expected.total) {
      const [a, b] = [expected, report.shard];
      return {
        code: 'usage/merge-mixed',
        data: { first: first.file, other: file, expected: `${a.index}/${a.total}`, observed: `${b.index}/${b.total}` },
      };
    }
    const same = seen.get(report.shard.index);
    if (same !== undefined)
      return { code: 'usage/merge-duplicate', data: { first: same, other: file, shard: report.shard.index } };
    seen.set(report.shard.index, file);
  }
  return undefined;
}

/** Why the shards do not make a whole run: an index of 1..n missing, or fewer fixtures than the run selected. */
function incomplete(reports: readonly NamedReport[]): MergeRefusal | undefined {
  const total = reports[0]?.report.shard?.total ?? 0;
  const present = new Set(reports.map(({ report }) => report.shard?.index));
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((index) => !present.has(index));
  if (missing.length > 0) {
    const given = [...present].sort((a, b) => (a ?? 0) - (b ?? 0)).join(', ');
    return {
      code: 'usage/merge-incomplete',
      data: { missing: missing.map((index) => `shard ${index}/${total}`), total, present: given },
    };
  }
  const first = reports[0]?.report;
  const expected = first?.shard?.of ?? first?.corpus.fixtures ?? 0;
  const observed = reports.reduce((sum, { report }) => sum + report.results.length, 0);
  return observed === expected ? undefined : { code: 'usage/merge-count', data: { expected, observed } };
}

/** A fixture that two reports both ran, if any. */
function overlap(reports: readonly NamedReport[]): MergeRefusal | undefined {
  const seen = new Map<string, string>();
  for (const { file, report } of reports) {
    for (const result of report.results) {
      const first = seen.get(result.id);
      if (first !== undefined) return { code: 'usage/merge-overlap', data: { id: result.id, first, other: file } };
      seen.set(result.id, file);
    }
  }
  return undefined;
}

/** File order, and a fixture before its variants (`<id>~<transform>`, in transform order) as in one run. */
function byFile(a: Result, b: Result): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Merges the reports of a run's shards into the report one run of the whole corpus gives: results in file order,
 * summary recomputed (with "nothing judged" and --min-pass, which a shard leaves to the merge), the earliest start
 * and the latest finish, the command without --shard. Refused: a report that is not a shard, shards of different n,
 * a shard given twice or missing, fixtures that do not add up to the run's, reports of another corpus or adapter,
 * or that ran the same fixture.
 */
export function mergeReports(reports: readonly NamedReport[]): MergeOutcome {
  const [first] = reports;
  if (!first) return { ok: false, refusal: { code: 'usage/merge-none', data: {} } };
  const refusal =
    shardMismatch(reports) ??
    reports.slice(1).reduce<MergeRefusal | undefined>((found, other) => found ?? mismatch(first, other), undefined) ??
    overlap(reports) ??
    incomplete(reports);
  if (refusal) return { ok: false, refusal };
  const all = reports.map((named) => named.report);
  const results = all.flatMap((report) => report.results).sort(byFile);
  const stale = [...new Set(all.flatMap((report) => report.staleBaselineEntries ?? []))].sort();
  // Every shard ran the same corpus and options: its fixture errors and --min-pass are the whole run's.
  const minPass = first.report.summary.minPass?.asked;
  const report: Report = {
    ...first.report,
    startedAt: all.map((r) => r.startedAt).reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a)),
    finishedAt: all.map((r) => r.finishedAt).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)),
    command: withoutShard(first.report.command),
    summary: summarize(
      results.map((result) => result.status),
      {
        staleEntries: stale.length,
        fixtureErrors: first.report.summary.problems?.find((entry) => entry.kind === 'fixture-errors')?.count ?? 0,
        fixtureFindings: first.report.fixtureErrors?.length ?? 0,
        ...(minPass === undefined ? {} : { minPass }),
      },
      results.map((result) => result.unjudged),
    ),
    staleBaselineEntries: stale,
    results,
  };
  delete report.shard;
  if (stale.length === 0) delete report.staleBaselineEntries;
  return { ok: true, report };
}
