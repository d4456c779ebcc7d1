import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { loadReport } from '../shard/read-report.js';
import { UsageError } from '../messages/usage-error.js';
import type { FixtureLink } from './labels.js';
import type { NamedReport } from './matrix.js';

/**
 * Reads the reports to compare (paths relative to `cwd`). A file that is not a report of this harness is refused,
 * and so is a shard's report: it covers part of the corpus, so it is merged first.
 */
export function loadComparedReports(files: readonly string[], cwd: string): NamedReport[] {
  return files.map((file) => {
    const report = loadReport(file, cwd);
    if (report.shard !== undefined)
      throw new UsageError('usage/compare-shard', { file, index: report.shard.index, total: report.shard.total });
    return { file, report };
  });
}

/** Links a report's fixture file (relative to `cwd`, as runs write it) from a page written in `from`, when it exists. */
export function fixtureLinker(cwd: string, from: string): FixtureLink {
  return (file) => {
    const path = resolve(cwd, file);
    return existsSync(path) ? relative(resolve(cwd, from), path).split(sep).join('/') : undefined;
  };
}
