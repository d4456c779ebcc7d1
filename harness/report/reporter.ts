import type { Implementation, Report } from '../../schemas/types/generated.js';
import type { Io } from '../io.js';
import type { FixtureResult } from '../run/result.js';
import { UsageError } from '../usage-error.js';

/** What a reporter may use: the streams, the output folder and the current folder. */
export interface ReporterContext {
  readonly io: Io;
  readonly outDir: string;
  readonly cwd: string;
}

/** What a reporter hears about at the end of a run. */
export interface RunEnd {
  readonly report: Report;
  readonly results: readonly FixtureResult[];
  /** Where the JSON report was written. */
  readonly reportPath: string;
}

/** Optional hooks over readonly results, called in this order: start, one result per fixture, end. */
export interface Reporter {
  onRunStart?(info: { readonly total: number; readonly implementation: Implementation }): void;
  onFixtureResult?(result: FixtureResult): void;
  onRunEnd?(end: RunEnd): void | Promise<void>;
}

/** A reporter module's default export. */
export type ReporterFactory = (context: ReporterContext) => Reporter;

/** Every reporter by its `--reporter` name; each is harness/reporters/<name>.ts. Adding one is one file and one line. */
const REPORTERS: Readonly<Record<string, () => Promise<{ default: ReporterFactory }>>> = {
  console: () => import('../reporters/console.js'),
  json: () => import('../reporters/json.js'),
};

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
