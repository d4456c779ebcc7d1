/** What a full in-process run does once the corpus is loaded: run every fixture, judge it, build the report. */
import type { Implementation } from '../schemas/types/generated.js';
import type { Adapter } from '../harness/adapters/types.js';
import type { Corpus } from '../harness/load/corpus.js';
import { buildReport } from '../harness/report/build.js';
import { runFixtures } from '../harness/run/run-fixtures.js';

export async function runCorpus(corpus: Corpus, adapter: Adapter, implementation: Implementation): Promise<void> {
  const startedAt = new Date();
  const results = await runFixtures(corpus.fixtures, {
    adapter,
    implementation,
    cards: corpus.cards,
    timeoutMs: 60_000,
  });
  buildReport({ corpus, implementation, results, startedAt, finishedAt: new Date(), command: 'bench' });
}
