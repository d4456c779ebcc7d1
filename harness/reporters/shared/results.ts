import type { Diagnostic, Report, Result, Status } from '../../../schemas/types/generated.js';
import { STATUSES } from '../../lists.js';
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

/** The diagnostic a reader looks at first: the first divergence or fault (baseline notes come after it). */
export function firstDiagnostic(result: Result): Diagnostic | undefined {
  return result.diagnostics.find((d) => !d.code.startsWith('baseline/')) ?? result.diagnostics[0];
}

/** The statuses in list order (for tables whose columns are statuses). */
export const STATUS_ORDER: readonly Status[] = STATUSES;
