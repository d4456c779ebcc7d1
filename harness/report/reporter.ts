import type { Implementation, Report } from '../../schemas/types/generated.js';
import type { Io } from '../io.js';
import type { FixtureResult } from '../run/result.js';
import { UsageError } from '../usage-error.js';
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

/** Every reporter by its `--reporter` name; each is harness/reporters/<name>.ts. Adding one is one file and one line. */
const REPORTERS: Readonly<Record<string, () => Promise<{ default: ReporterFactory }>>> = {
  console: () => import('../reporters/console.js'),
  json: () => import('../reporters/json.js'),
  junit: () => import('../reporters/junit.js'),
  markdown: () => import('../reporters/markdown.js'),
  html: () => import('../reporters/html.js'),
  badge: () => import('../reporters/badge.js'),
};

/** What `run` reports with when no --reporter is given: the console, and every report file besides report.json. */
export const DEFAULT_REPORTERS: readonly string[] = ['console', 'junit', 'markdown', 'html', 'badge'];

/** The reporters that only write a file from the report (what `report merge` can run). */
export const FILE_REPORTERS: readonly string[] = ['junit', 'markdown', 'html', 'badge'];

/** The names `--reporter` accepts. */
export const REPORTER_NAMES: readonly string[] = Object.keys(REPORTERS);

/** Creates the reporters named, in order. */
export async function createReporters(names: readonly string[], context: ReporterContext): Promise<Reporter[]> {
  return Promise.all(
    names.map(async (name) => {
      const load = REPORTERS[name];
      if (!load) throw new UsageError('usage/unknown-reporter', { name, valid: REPORTER_NAMES });
      return (await load()).default(context);
    }),
  );
}
