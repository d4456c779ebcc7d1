import type { Diagnostic, Report, Result, Status } from '../../../schemas/types/generated.js';
import { STATUSES } from '../../load/lists.js';
import { runSucceeds } from '../../report/build.js';

/** Whether a status fails the run (fail, error, crash, timeout, unexpected-pass). */
export function isFailing(status: Status): boolean {
  return !runSucceeds([status]);
}

/** The results of each chapter, chapters in the order they first appear (a run sorts results by file). */
export function byChapter(results: readonly Result[]): Map<string, Result[]> {
  const chapters = new Map<string, Result[]>();
  for (const result of results) {
    const list = chapters.get(result.chapter);
    if (list) list.push(result);
    else chapters.set(result.chapter, [result]);
  }
  return chapters;
}

/** How many results ended with each status, every status of the list present (0 when none). */
export function countStatuses(results: readonly Result[]): Record<Status, number> {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;
  for (const result of results) counts[result.status] += 1;
  return counts;
}

/** How many fixtures passed, of how many ran: the numbers of "N/M passed". */
export function passedOf(report: Report): { readonly passed: number; readonly total: number } {
  return { passed: report.summary.counts.pass ?? 0, total: report.summary.total };
}

/**
 * The headline count: "N/M passed", and what it leaves out when the run could not judge all it was asked to (invalid
 * fixture files, fixtures an interruption left unrun), so that a count of passes never reads as a clean run.
 */
export function passedLine(report: Report): string {
  const { passed, total } = passedOf(report);
  const count = (kind: string) => report.summary.problems?.find((problem) => problem.kind === kind)?.count ?? 0;
  const invalid = count('fixture-errors');
  const notRun = count('interrupted');
  return [
    `${passed}/${total} passed`,
    ...(invalid === 0 ? [] : [`${invalid} invalid fixture ${invalid === 1 ? 'file' : 'files'} not run`]),
    ...(report.interrupted === undefined ? [] : [`${notRun} ${notRun === 1 ? 'fixture' : 'fixtures'} not run`]),
  ].join(', ');
}

/** "Interrupted by SIGINT: " before a headline, or nothing for a run that ran to its end. */
export function interruptedPrefix(report: Report): string {
  const by = report.interrupted?.by;
  return by === undefined ? '' : `Interrupted by ${by === 'adapter' ? 'the adapter' : by}: `;
}

/** The diagnostic a reader looks at first: the first divergence or fault (baseline notes come after it). */
export function firstDiagnostic(result: Result): Diagnostic | undefined {
  return result.diagnostics.find((d) => !d.code.startsWith('baseline/')) ?? result.diagnostics[0];
}

/** The baseline note saying a known failure now fails otherwise (another failure, or another status), if any. */
export function baselineChange(result: Result): Diagnostic | undefined {
  return result.diagnostics.find((d) => d.code === 'baseline/failure-changed' || d.code === 'baseline/status-changed');
}

/** The statuses in list order (for tables whose columns are statuses). */
export const STATUS_ORDER: readonly Status[] = STATUSES;
