import { constants } from 'node:os';
import type { Diagnostic, Implementation, Report, Result, Status, Unjudged } from '../../schemas/types/generated.js';
import { capText } from '../text/cap-text.js';
import type { Finding } from '../messages/findings.js';
import { jsonText } from '../text/json-text.js';
import { STATUSES } from '../load/lists.js';
import type { Corpus } from '../load/corpus.js';
import type { FindingData } from '../messages/findings.js';
import { renderFinding, renderProblem } from '../messages/index.js';
import type { FixtureResult } from '../run/result.js';
import { interpretingVersion, packageVersion, PROTOCOL_VERSION, RULES_VERSION } from '../protocol/version.js';

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
  /** The shard this run covered (--shard i/n), if any, and how many fixtures the run selected before sharding. */
  readonly shard?: { readonly index: number; readonly total: number; readonly of?: number };
  /** Findings that kept fixture files from running (an invalid corpus). */
  readonly fixtureErrors?: readonly Finding[];
  /** --min-pass as given. */
  readonly minPass?: string;
  /** Why the run stopped before every selected fixture ran, and how many it selected. */
  readonly interrupted?: Omit<Interrupted, 'ran'>;
}

/** A run that stopped early (report.schema.json, interrupted). */
export type Interrupted = NonNullable<Report['interrupted']>;

/** At most this many fixture errors are listed in a report; the summary counts them all. */
const MAX_FIXTURE_ERRORS = 200;

/** Statuses that make a run fail. */
const FAILING: ReadonlySet<Status> = new Set<Status>(['fail', 'error', 'crash', 'timeout', 'unexpected-pass']);

/** Whether a set of statuses makes a successful run (no failure, fault or unexpected pass, no stale baseline entry). */
export function runSucceeds(statuses: Iterable<Status>, staleEntries = 0): boolean {
  for (const status of statuses) if (FAILING.has(status)) return false;
  return staleEntries === 0;
}

/** One reason a run does not succeed (report.schema.json, summary.problems). */
export type Problem = NonNullable<Report['summary']['problems']>[number];

/** A --min-pass as given and the passes it requires of a run. */
export type MinPass = NonNullable<Report['summary']['minPass']>;

/** What the gate of a run reads besides the statuses. */
export interface GateInput {
  readonly staleEntries?: number;
  /** Invalid fixture files, and the findings that made them invalid. */
  readonly fixtureErrors?: number;
  readonly fixtureFindings?: number;
  /** A run stopped early: by what, and how many fixtures it selected. */
  readonly interrupted?: Pick<Interrupted, 'by' | 'selected'>;
  /** --min-pass as given: a count ("150") or a share of the fixtures run ("80%"). */
  readonly minPass?: string;
  /** A shard leaves "nothing judged" and --min-pass to `report merge`, which sees the whole run. */
  readonly shard?: boolean;
}

/** The passes a --min-pass asks of a run of `total` fixtures: the count, or the share rounded up. */
export function requiredPasses(asked: string, total: number): number {
  const share = /^(\d+(?:\.\d+)?)%$/.exec(asked);
  return share ? Math.ceil((Number(share[1]) / 100) * total) : Number(asked);
}

function problem(kind: Problem['kind'], count: number, data: FindingData): Problem {
  return { kind, count, message: renderProblem(kind, { count, ...data }) };
}

/** Why a run does not succeed, one problem per reason, in the order the reports list them. */
export function problemsOf(counts: Readonly<Record<string, number>>, total: number, gate: GateInput): Problem[] {
  const problems: Problem[] = [];
  const failing = [...FAILING].reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  if (gate.interrupted !== undefined) {
    const { by, selected } = gate.interrupted;
    problems.push(problem('interrupted', Math.max(0, selected - total), { by, selected, ran: total }));
  }
  const files = gate.fixtureErrors ?? 0;
  if (files > 0) problems.push(problem('fixture-errors', files, { findings: gate.fixtureFindings ?? files }));
  if (failing > 0) problems.push(problem('failures', failing, {}));
  if ((gate.staleEntries ?? 0) > 0) problems.push(problem('stale-baseline', gate.staleEntries ?? 0, {}));
  if (gate.shard === true) return problems;
  const notApplicable = counts['not-applicable'] ?? 0;
  if (total > 0 && notApplicable === total) problems.push(problem('nothing-judged', notApplicable, { total }));
  const passed = counts.pass ?? 0;
  if (gate.minPass !== undefined) {
    const required = requiredPasses(gate.minPass, total);
    if (passed < required) problems.push(problem('min-pass', passed, { required, asked: gate.minPass, total }));
  }
  return problems;
}

/** What a summary totals of the parts not judged (report.schema.json, summary.unjudged). */
export type UnjudgedTotals = NonNullable<Report['summary']['unjudged']>;

/** Totals the parts not judged over the results' lists: undefined when every result was judged in full. */
export function unjudgedTotals(lists: readonly (readonly Unjudged[] | undefined)[]): UnjudgedTotals | undefined {
  const byPart: Record<string, number> = {};
  let fixtures = 0;
  let parts = 0;
  for (const list of lists) {
    if (list === undefined || list.length === 0) continue;
    fixtures++;
    parts += list.length;
    for (const entry of list) byPart[entry.part] = (byPart[entry.part] ?? 0) + 1;
  }
  return parts === 0 ? undefined : { fixtures, parts, byPart };
}

/**
 * The summary of a run: how many fixtures ended with each status (every status listed), the problems that keep it
 * from succeeding, whether it succeeds (no problem), and the parts not judged (`unjudged`, each result's list; they
 * never make a run fail).
 */
export function summarize(
  statuses: readonly Status[],
  gate: GateInput | number = {},
  unjudged: readonly (readonly Unjudged[] | undefined)[] = [],
): Report['summary'] {
  const input = typeof gate === 'number' ? { staleEntries: gate } : gate;
  const counts: Record<string, number> = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  const problems = problemsOf(counts, statuses.length, input);
  const minPass =
    input.minPass === undefined
      ? {}
      : { minPass: { asked: input.minPass, required: requiredPasses(input.minPass, statuses.length) } };
  const totals = unjudgedTotals(unjudged);
  return {
    total: statuses.length,
    counts,
    ok: problems.length === 0,
    problems,
    ...minPass,
    ...(totals === undefined ? {} : { unjudged: totals }),
  };
}

/** The exit code of a run stopped by a signal: 128 plus the signal's number (130 for SIGINT, 143 for SIGTERM). */
export function signalExitCode(by: Interrupted['by']): number | undefined {
  return by === 'adapter' ? undefined : 128 + constants.signals[by];
}

/** The exit code a report stands for: 2 when fixtures are invalid, 1 for any other problem, 0 when the run succeeds. */
export function exitCodeOf(summary: Report['summary']): number {
  const problems = summary.problems ?? [];
  if (problems.some((entry) => entry.kind === 'fixture-errors')) return 2;
  return summary.ok && problems.length === 0 ? 0 : 1;
}

/** The verdict in one line: "run passed", or "run failed: " and every problem. */
export function verdictLine(summary: Report['summary']): string {
  const problems = summary.problems ?? [];
  if (summary.ok && problems.length === 0) return 'run passed';
  return `run failed: ${problems.map((entry) => entry.message).join('; ')}`;
}

/** A finding as a report diagnostic. */
export function toDiagnostic(finding: Finding): Diagnostic {
  // The report schema leaves expected/observed untyped (any JSON); the generated type reads that as an object.
  const json = (value: unknown) => value as string | number | boolean | Record<string, unknown> | unknown[] | null;
  return {
    code: finding.code,
    message: renderFinding(finding),
    ...(finding.pointer === undefined ? {} : { pointer: capText(finding.pointer) }),
    ...(finding.expected === undefined ? {} : { expected: json(finding.expected) }),
    ...(finding.observed === undefined ? {} : { observed: json(finding.observed) }),
    ...(finding.diff === undefined ? {} : { diff: finding.diff }),
    ...(finding.truncated === true ? { truncated: true } : {}),
  };
}

/** A fixture error as a report diagnostic, naming its file (with line and column when known). */
function fixtureError(finding: Finding): Diagnostic {
  const position = finding.line === undefined ? '' : `:${finding.line}:${finding.column ?? 1}`;
  const file = finding.file === undefined ? {} : { file: `${capText(finding.file)}${position}` };
  return { ...toDiagnostic(finding), ...file };
}

/** At most this many characters of each of given and when are kept in the excerpt of a failing result. */
export const MAX_EXCERPT_CHARS = 2048;

function excerptText(value: unknown): string {
  const text = jsonText(value, 2);
  return text.length <= MAX_EXCERPT_CHARS ? text : `${text.slice(0, MAX_EXCERPT_CHARS)}\n… cut`;
}

function toResult(result: FixtureResult): Result {
  const { fixture, file, chapter } = result.loaded;
  const failing = !runSucceeds([result.status]);
  return {
    id: fixture.id,
    title: fixture.title,
    file,
    chapter,
    rules: [...fixture.rules],
    coreRules: [...fixture.source.coreRules],
    status: result.status,
    durationMs: Math.round(result.durationMs * 1000) / 1000,
    ...(result.reason === undefined ? {} : { reason: capText(result.reason) }),
    ...(result.unjudged === undefined || result.unjudged.length === 0 ? {} : { unjudged: [...result.unjudged] }),
    ...(result.queries === undefined || result.queries.length === 0 ? {} : { queries: [...result.queries] }),
    diagnostics: result.findings.map(toDiagnostic),
    ...(result.fingerprint === undefined ? {} : { fingerprint: result.fingerprint }),
    ...(result.stderr === undefined ? {} : { stderr: result.stderr }),
    ...(failing ? { excerpt: { given: excerptText(fixture.given), when: excerptText(fixture.when) } } : {}),
    ...(result.loaded.variant === undefined ? {} : { variant: { ...result.loaded.variant } }),
  };
}

/** Builds the versioned JSON report of a run (schemas/report.schema.json). The one place a Report is made. */
export function buildReport(record: RunRecord): Report {
  const stale = record.staleBaselineEntries ?? [];
  const errors = record.fixtureErrors ?? [];
  const interrupted =
    record.interrupted === undefined ? undefined : { ...record.interrupted, ran: record.results.length };
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
    ...(interrupted === undefined ? {} : { interrupted }),
    summary: summarize(
      record.results.map((r) => r.status),
      {
        staleEntries: stale.length,
        fixtureErrors: new Set(errors.map((finding) => finding.file)).size,
        fixtureFindings: errors.length,
        shard: record.shard !== undefined,
        ...(interrupted === undefined ? {} : { interrupted }),
        ...(record.minPass === undefined ? {} : { minPass: record.minPass }),
      },
      record.results.map((result) => result.unjudged),
    ),
    ...(stale.length === 0 ? {} : { staleBaselineEntries: [...stale] }),
    results: record.results.map(toResult),
    ...(errors.length === 0 ? {} : { fixtureErrors: errors.slice(0, MAX_FIXTURE_ERRORS).map(fixtureError) }),
  };
}
