import type { Diagnostic, Implementation, Report, Result, Status } from '../../schemas/types/generated.js';
import type { Finding } from '../findings.js';
import { STATUSES } from '../lists.js';
import type { Corpus } from '../load/corpus.js';
import { renderFinding } from '../messages.js';
import type { FixtureResult } from '../run/result.js';
import { interpretingVersion, packageVersion, PROTOCOL_VERSION, RULES_VERSION } from '../version.js';

/** Everything a report is built from. */
export interface RunRecord {
  readonly corpus: Pick<Corpus, 'hash' | 'fileCount'>;
  readonly implementation: Implementation;
  readonly results: readonly FixtureResult[];
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly command: string;
  readonly baseline?: string;
  readonly staleBaselineEntries?: readonly string[];
  /** The shard this run covered (--shard i/n), if any. */
  readonly shard?: { readonly index: number; readonly total: number };
}

/** Statuses that make a run fail. */
const FAILING: ReadonlySet<Status> = new Set<Status>(['fail', 'error', 'crash', 'timeout', 'unexpected-pass']);

/** Whether a set of statuses makes a successful run (no failure, fault or unexpected pass, no stale baseline entry). */
export function runSucceeds(statuses: Iterable<Status>, staleEntries = 0): boolean {
  for (const status of statuses) if (FAILING.has(status)) return false;
  return staleEntries === 0;
}

/** The summary of a run: how many fixtures ended with each status (every status listed), and whether the run succeeds. */
export function summarize(statuses: readonly Status[], staleEntries = 0): Report['summary'] {
  const counts: Record<string, number> = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return { total: statuses.length, counts, ok: runSucceeds(statuses, staleEntries) };
}

/** A finding as a report diagnostic. */
export function toDiagnostic(finding: Finding): Diagnostic {
  // The report schema leaves expected/observed untyped (any JSON); the generated type reads that as an object.
  const json = (value: unknown) => value as string | number | boolean | Record<string, unknown> | unknown[] | null;
  return {
    code: finding.code,
    message: renderFinding(finding),
    ...(finding.pointer === undefined ? {} : { pointer: finding.pointer }),
    ...(finding.expected === undefined ? {} : { expected: json(finding.expected) }),
    ...(finding.observed === undefined ? {} : { observed: json(finding.observed) }),
    ...(finding.diff === undefined ? {} : { diff: finding.diff }),
  };
}

function toResult(result: FixtureResult): Result {
  const { fixture, file, chapter } = result.loaded;
  return {
    id: fixture.id,
    title: fixture.title,
    file,
    chapter,
    rules: [...fixture.rules],
    status: result.status,
    durationMs: Math.round(result.durationMs * 1000) / 1000,
    ...(result.reason === undefined ? {} : { reason: result.reason }),
    diagnostics: result.findings.map(toDiagnostic),
    ...(result.stderr === undefined ? {} : { stderr: result.stderr }),
    ...(result.loaded.variant === undefined ? {} : { variant: { ...result.loaded.variant } }),
  };
}

/** Builds the versioned JSON report of a run (schemas/report.schema.json). The one place a Report is made. */
export function buildReport(record: RunRecord): Report {
  const stale = record.staleBaselineEntries ?? [];
  return {
    reportVersion: 1,
    protocolVersion: PROTOCOL_VERSION,
    interpretingVersion,
    rulesVersion: RULES_VERSION,
    corpus: { version: packageVersion, hash: record.corpus.hash, fixtures: record.corpus.fileCount },
    harness: { version: packageVersion },
    adapter: record.implementation,
    startedAt: record.startedAt.toISOString(),
    finishedAt: record.finishedAt.toISOString(),
    command: record.command,
    ...(record.baseline === undefined ? {} : { baseline: record.baseline }),
    ...(record.shard === undefined ? {} : { shard: { ...record.shard } }),
    summary: summarize(
      record.results.map((r) => r.status),
      stale.length,
    ),
    ...(stale.length === 0 ? {} : { staleBaselineEntries: [...stale] }),
    results: record.results.map(toResult),
  };
}
