/** What a full in-process run does once the corpus is loaded: run every fixture, judge it, build the report. */
import type { Implementation } from '../schemas/types/generated.js';
import type { Adapter } from '../harness/adapters/types.js';
import type { Corpus, LoadedFixture } from '../harness/load/corpus.js';
import { buildReport } from '../harness/report/build.js';
import type { FixtureResult } from '../harness/run/result.js';
import { runFixtures } from '../harness/run/run-fixtures.js';

/** Runs the corpus's fixtures, or `runnable` (the fixtures with their variants), and builds the report. */
export async function runCorpus(
  corpus: Corpus,
  adapter: Adapter,
  implementation: Implementation,
  runnable: readonly LoadedFixture[] = corpus.fixtures,
): Promise<readonly FixtureResult[]> {
  const startedAt = new Date();
  const results = await runFixtures(runnable, {
    adapter,
    implementation,
    cards: corpus.cards,
    timeoutMs: 60_000,
  });
  buildReport({ corpus, implementation, results, startedAt, finishedAt: new Date(), command: 'bench' });
  return results;
}
