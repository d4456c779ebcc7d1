import type { Baseline } from '../../schemas/types/generated.js';
import { entryOf, judgeWithEntry } from '../baseline/apply.js';
import type { LoadedFixture } from '../load/corpus.js';
import { executeFixture, type ExecuteContext } from './execute.js';
import { mapLimit } from './pool.js';
import type { FixtureResult } from './result.js';

/** How to run a set of fixtures: how many at once (honoured only for parallel-safe adapters), the known failures, and who to tell. */
export interface RunOptions {
  readonly jobs?: number;
  /** Applied to each result as it comes, so every reporter sees the final status (expected-fail, unexpected-pass). */
  readonly baseline?: Baseline;
  readonly onResult?: (result: FixtureResult) => void;
  /** Asked before each fixture: once true, no further fixture starts (an interrupted run). */
  readonly stopped?: () => boolean;
}

/** Runs fixtures one at a time, or `jobs` at a time when the adapter says it is parallel-safe; results in fixture order. */
export async function runFixtures(
  fixtures: readonly LoadedFixture[],
  context: ExecuteContext,
  options: RunOptions = {},
): Promise<FixtureResult[]> {
  const limit = context.implementation.parallelSafe === true ? (options.jobs ?? 1) : 1;
  const results = await mapLimit(fixtures, limit, async (loaded) => {
    if (options.stopped?.() === true) return undefined;
    const executed = await executeFixture(loaded, context);
    const result = judgeWithEntry(executed, entryOf(options.baseline, loaded.fixture.id));
    options.onResult?.(result);
    // The observation has been judged: a run keeps only its findings (an engine state can be huge).
    const kept = { ...result };
    delete kept.observation;
    return kept;
  });
  return results.filter((result) => result !== undefined);
}
