import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Report } from '../../schemas/types/generated.js';
import type { Io } from '../io.js';
import { renderUsage } from '../messages.js';
import { FILE_REPORTERS, type Reporter } from '../report/reporter.js';
import { REPORT_FILE, writeReport } from '../report/write.js';
import type { FixtureResult } from '../run/result.js';

/** A reporter with the name it was asked for by. */
export interface NamedReporter {
  readonly name: string;
  readonly reporter: Reporter;
}

/** What ending a run needs: the report, the results, the reporters, and where the reports go. */
export interface RunEnding {
  readonly report: Report;
  readonly results: readonly FixtureResult[];
  readonly reporters: readonly NamedReporter[];
  readonly out: string;
  readonly cwd: string;
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
 * Writes report.json and lets every reporter end the run. A write that fails loses no verdict: the console still
 * prints the results, report.json is saved to a temporary folder when --out cannot take it, and the failure is one
 * message saying where things went, never a stack trace. Returns whether every report was written where asked.
 */
export async function finishRun(ending: RunEnding): Promise<boolean> {
  const { report, results, io } = ending;
  const failures: string[] = [];
  let reportPath: string | undefined;
  try {
    reportPath = await writeReport(report, ending.out, ending.cwd);
  } catch (error) {
    failures.push(reason(error));
  }
  const saved = reportPath === undefined ? await saveElsewhere(report) : undefined;
  const shownPath = reportPath ?? saved ?? join(resolve(ending.cwd, ending.out), REPORT_FILE);
  for (const { name, reporter } of ending.reporters) {
    // When report.json could not be written there, the other files would fail the same way: only the streams speak.
    if (reportPath === undefined && FILE_REPORTERS.includes(name)) continue;
    try {
      await reporter.onRunEnd?.({ report, results, reportPath: shownPath });
    } catch (error) {
      failures.push(`${name}: ${reason(error)}`);
    }
  }
  if (failures.length === 0) return true;
  const data = { out: ending.out, detail: failures.join('; '), ...(saved === undefined ? {} : { saved }) };
  io.err(`\n${renderUsage('usage/write-failed', data)}\n`);
  return false;
}
