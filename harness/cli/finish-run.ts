import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../schemas/types/generated.js';
import type { Io } from '../format/io.js';
import { renderUsage } from '../messages/index.js';
import type { ReportSet } from '../report/report-set.js';
import type { Reporter } from '../report/reporter.js';
import { writeReport, writeReportSet } from '../report/write.js';
import type { FixtureResult } from '../run/result.js';

/** What ending a run needs: the report, the results, the reporters, the set of files and where it goes. */
export interface RunEnding {
  readonly report: Report;
  readonly results: readonly FixtureResult[];
  readonly reporters: readonly Reporter[];
  readonly files: ReportSet;
  readonly out: string;
  readonly io: Io;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Writes report.json into a fresh temporary folder; undefined when even that fails. */
async function saveElsewhere(report: Report): Promise<string | undefined> {
  try {
    return await writeReport(report, mkdtempSync(join(tmpdir(), 'riftbound-conformance-')));
  } catch {
    return undefined;
  }
}

/**
 * Writes the report set as one unit. A write that fails loses no verdict: report.json is saved to a temporary folder,
 * the streams (the console) still end the run, and the failure is one message saying where things went, never a
 * stack trace. Returns whether the reports were written where asked.
 */
export async function finishRun(ending: RunEnding): Promise<boolean> {
  const { report, results, io } = ending;
  try {
    await writeReportSet(report, results, ending.reporters, ending.files);
    return true;
  } catch (error) {
    const saved = await saveElsewhere(report);
    const end = { report, results, reportPath: saved ?? join(ending.out, 'report.json') };
    for (const reporter of ending.reporters) {
      try {
        reporter.onReportsWritten?.(end);
      } catch {
        // The console is the last voice left: a failure here must not hide the write failure below.
      }
    }
    const data = { out: ending.out, detail: reason(error), ...(saved === undefined ? {} : { saved }) };
    io.err(`\n${renderUsage('usage/write-failed', data)}\n`);
    return false;
  }
}
