/** Real reports of three engines (the reference and two mutants), written as a run writes them, for `report compare`. */
import { join } from 'node:path';
import { buildReport } from '../../harness/report/build.js';
import { writeReport } from '../../harness/report/write.js';
import { corpusRun } from '../corpus-runs.js';

/** The engines compared: the reference passes everything, each mutant misreads one rule (mutants/README.md). */
export const ENGINES = ['reference', 'mutant:deflect-once-per-target', 'mutant:flow-countered-to-trash'] as const;

/** The reference engine and two of its profiles (engine/profiles): partial engines that pass what applies to them. */
export const PROFILE_ENGINES = ['reference', 'profile:deducting', 'profile:no-chain'] as const;

/** Runs the corpus against each engine and writes <dir>/<n>/report.json; returns the report paths, in engine order. */
export async function writeEngineReports(dir: string, engines: readonly string[] = ENGINES): Promise<string[]> {
  const paths: string[] = [];
  for (const [index, name] of engines.entries()) {
    const startedAt = new Date();
    // The run of each engine is shared with the other files that read it (test/corpus-runs.ts).
    const { corpus, implementation, results } = await corpusRun(name);
    const report = buildReport({ corpus, implementation, results, startedAt, finishedAt: new Date(), command: `riftbound-conformance run --adapter ${name}` });
    paths.push(await writeReport(report, join(dir, String(index + 1))));
  }
  return paths;
}
