import { isDeepStrictEqual } from 'node:util';
import type { Report, Result } from '../../schemas/types/generated.js';
import type { FindingData } from '../findings.js';
import type { UsageCode } from '../messages.js';
import { summarize } from '../report/build.js';
import { withoutShard } from './select.js';

/** Why shard reports cannot be merged: a usage code and the facts its message is rendered from. */
export interface MergeRefusal {
  readonly code: Extract<
    UsageCode,
    'usage/merge-none' | 'usage/merge-corpus' | 'usage/merge-adapter' | 'usage/merge-overlap'
  >;
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
 * summary recomputed, the earliest start and the latest finish, the command without --shard. Reports of another
 * corpus or adapter, or that ran the same fixture, are refused.
 */
export function mergeReports(reports: readonly NamedReport[]): MergeOutcome {
  const [first] = reports;
  if (!first) return { ok: false, refusal: { code: 'usage/merge-none', data: {} } };
  for (const other of reports.slice(1)) {
    const refusal = mismatch(first, other);
    if (refusal) return { ok: false, refusal };
  }
  const refusal = overlap(reports);
  if (refusal) return { ok: false, refusal };
  const all = reports.map((named) => named.report);
  const results = all.flatMap((report) => report.results).sort(byFile);
  const stale = [...new Set(all.flatMap((report) => report.staleBaselineEntries ?? []))].sort();
  const report: Report = {
    ...first.report,
    startedAt: all.map((r) => r.startedAt).reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a)),
    finishedAt: all.map((r) => r.finishedAt).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)),
    command: withoutShard(first.report.command),
    summary: summarize(
      results.map((result) => result.status),
      stale.length,
    ),
    staleBaselineEntries: stale,
    results,
  };
  delete report.shard;
  if (stale.length === 0) delete report.staleBaselineEntries;
  return { ok: true, report };
}
