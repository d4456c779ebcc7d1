/**
 * The corpus run against a named engine (`reference`, `mutant:<id>`, `profile:<name>`), once per process: the fast
 * tests share one process (isolate: false), and several files judge the same engine's results on the whole corpus
 * (the profiles, the reports that `report compare` reads, the mutants' kill check). Each caller only reads the
 * results; a file that needs a run of its own (other options, its own adapter object) calls runFixtures itself.
 */
import type { Implementation } from '../schemas/types/generated.js';
import { describeAdapter } from '../harness/adapters/describe.js';
import { loadAdapter } from '../harness/adapters/registry.js';
import { loadCorpus, type Corpus } from '../harness/load/corpus.js';
import type { FixtureResult } from '../harness/run/result.js';
import { runFixtures } from '../harness/run/run-fixtures.js';
import { ROOT } from './protocol/cli-helpers.js';

/** One engine's run of the whole corpus. */
export interface CorpusRun {
  readonly corpus: Corpus;
  readonly implementation: Implementation;
  readonly results: readonly FixtureResult[];
}

let corpus: Corpus | undefined;
const runs = new Map<string, Promise<CorpusRun>>();

/** The corpus as the runs below load it (relative to the package root), loaded once. */
export function sharedCorpus(): Corpus {
  corpus ??= loadCorpus({ cwd: ROOT });
  return corpus;
}

async function runCorpus(name: string): Promise<CorpusRun> {
  const loaded = sharedCorpus();
  const adapter = await loadAdapter(name);
  const implementation = await describeAdapter(adapter);
  const results = await runFixtures(loaded.fixtures, {
    adapter,
    implementation,
    cards: loaded.cards,
    timeoutMs: 10_000,
  });
  return { corpus: loaded, implementation, results };
}

/** The named engine's results on every fixture of the corpus, run on the first call. */
export function corpusRun(name: string): Promise<CorpusRun> {
  let run = runs.get(name);
  if (run === undefined) {
    run = runCorpus(name);
    runs.set(name, run);
  }
  return run;
}
