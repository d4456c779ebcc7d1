import { UsageError } from '../messages/usage-error.js';
import type { Reporter, ReporterContext, ReporterFactory } from './reporter.js';

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
