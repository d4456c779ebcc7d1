import type { LoadedFixture } from '../load/corpus.js';
import { executeFixture, type ExecuteContext } from './execute.js';
import { mapLimit } from './pool.js';
import type { FixtureResult } from './result.js';

/** How to run a set of fixtures: how many at once (honoured only for parallel-safe adapters) and who to tell. */
export interface RunOptions {
  readonly jobs?: number;
  readonly onResult?: (result: FixtureResult) => void;
}

/** Runs fixtures one at a time, or `jobs` at a time when the adapter says it is parallel-safe; results in fixture order. */
export async function runFixtures(
  fixtures: readonly LoadedFixture[],
  context: ExecuteContext,
  options: RunOptions = {},
): Promise<FixtureResult[]> {
  const limit = context.implementation.parallelSafe === true ? (options.jobs ?? 1) : 1;
  return mapLimit(fixtures, limit, async (loaded) => {
    const result = await executeFixture(loaded, context);
    options.onResult?.(result);
    return result;
  });
}
