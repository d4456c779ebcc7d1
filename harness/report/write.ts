import type { Report } from '../../schemas/types/generated.js';
import { validateDocument } from '../schema/validators.js';
import { placeFile } from './place-file.js';
import type { Reporter, RunEnd } from './reporter.js';
import type { ReportSet } from './report-set.js';

/** The file name of the JSON report inside the output folder. */
export const REPORT_FILE = 'report.json';

/** Throws when a report breaks report.schema.json: that is a harness bug, never the adapter's. */
export function assertValidReport(report: Report): void {
  const errors = validateDocument('report', report);
  if (errors.length > 0)
    throw new Error(`internal error: the report breaks report.schema.json: ${JSON.stringify(errors.slice(0, 3))}`);
}

/** Validates the report and writes it atomically to <outDir>/report.json, never through a link; returns its path. */
export async function writeReport(report: Report, outDir: string, cwd: string = process.cwd()): Promise<string> {
  assertValidReport(report);
  return placeFile(outDir, REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`, cwd);
}

/** Validates the report and stages it as report.json in a report set; returns the path it will have. */
export function stageReport(report: Report, files: ReportSet): string {
  assertValidReport(report);
  return files.add(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Writes the reports of a run as one set: report.json and every reporter's file, then tells the reporters the set is
 * in place. A signal (SIGINT, SIGTERM, SIGHUP) that arrived while the set was put in place is raised again after it.
 */
export async function writeReportSet(
  report: Report,
  results: RunEnd['results'],
  reporters: readonly Reporter[],
  files: ReportSet,
): Promise<string> {
  const reportPath = stageReport(report, files);
  const end = { report, results, reportPath };
  for (const reporter of reporters) await reporter.onRunEnd?.(end);
  const { signal } = await files.commit();
  for (const reporter of reporters) reporter.onReportsWritten?.(end);
  if (signal !== undefined) process.kill(process.pid, signal);
  return reportPath;
}
