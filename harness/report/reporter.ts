import type { Implementation, Report } from '../../schemas/types/generated.js';
import type { Io } from '../format/io.js';
import type { FixtureResult } from '../run/result.js';
import type { ReportSet } from './report-set.js';

/** What a reporter may use: the streams, the output folder, the current folder, and the set its files join. */
export interface ReporterContext {
  readonly io: Io;
  readonly outDir: string;
  readonly cwd: string;
  /** The report set of the run: a file reporter stages its file here, and the run puts the set in place. */
  readonly files?: ReportSet;
}

/** What a reporter hears about at the end of a run. */
export interface RunEnd {
  readonly report: Report;
  readonly results: readonly FixtureResult[];
  /** Where the JSON report was written. */
  readonly reportPath: string;
}

/**
 * Optional hooks over readonly results, called in this order: start, one result per fixture, end (file reporters
 * stage their file), then once the report set is in place.
 */
export interface Reporter {
  onRunStart?(info: { readonly total: number; readonly implementation: Implementation }): void;
  onFixtureResult?(result: FixtureResult): void;
  onRunEnd?(end: RunEnd): void | Promise<void>;
  onReportsWritten?(end: RunEnd): void;
}

/** A reporter module's default export. */
export type ReporterFactory = (context: ReporterContext) => Reporter;
