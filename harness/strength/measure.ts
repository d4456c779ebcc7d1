import { performance } from 'node:perf_hooks';
import { describeAdapter } from '../adapters/describe.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { LoadedFixture } from '../load/corpus.js';
import { executeFixture, type ExecuteContext } from '../run/execute.js';
import { mapLimit } from '../run/pool.js';
import type { FixtureResult } from '../run/result.js';
import { runFixtures } from '../run/run-fixtures.js';
import type { Adapter } from '../adapters/types.js';
import type { Implementation } from '../../schemas/types/generated.js';
import type { Killer, MutantUnderTest, MutantVerdict } from './types.js';

/** What a strength measure runs: the fixtures, the catalogue, the reference engine and the mutants. */
export interface StrengthInput {
  readonly fixtures: readonly LoadedFixture[];
  readonly cards: ReadonlyMap<string, CatalogueCard>;
  readonly reference: { readonly adapter: Adapter; readonly implementation: Implementation };
  readonly mutants: readonly MutantUnderTest[];
}

/** How to run it, and who to tell as it goes. */
export interface StrengthOptions {
  readonly timeoutMs: number;
  /** Fixtures run at once for a parallel-safe adapter, and mutants measured at once. */
  readonly jobs?: number;
  /** Stop at the first killing fixture of each mutant, trying the fixtures of its rule first (a quick kill check). */
  readonly firstKill?: boolean;
  readonly onReference?: (results: readonly FixtureResult[]) => void;
  readonly onFixture?: (mutant: MutantUnderTest, result: FixtureResult) => void;
  readonly onMutant?: (verdict: MutantVerdict) => void;
}

/** The outcome of a measure: the reference engine's results, and one verdict per mutant in the mutants' order. */
export interface StrengthRun {
  readonly reference: readonly FixtureResult[];
  /** The fixtures that pass on the reference engine: only they can kill a mutant. */
  readonly passing: readonly LoadedFixture[];
  readonly verdicts: readonly MutantVerdict[];
}

/** Whether a mutant's result on a fixture that passes on the reference engine kills it. */
export function kills(result: FixtureResult): boolean {
  return result.status !== 'pass' && result.status !== 'not-applicable';
}

function killerOf(result: FixtureResult): Killer {
  const [finding] = result.findings;
  return {
    fixture: result.loaded.fixture.id,
    status: result.status,
    ...(finding === undefined ? {} : { code: finding.code }),
    ...(finding?.pointer === undefined ? {} : { pointer: finding.pointer }),
  };
}

/** The fixtures that exercise the mutant's rule first, then those of its chapter, then the others. */
function likelyKillersFirst(fixtures: readonly LoadedFixture[], rule: string): LoadedFixture[] {
  const chapter = rule.split('.')[0] ?? rule;
  const rank = (loaded: LoadedFixture): number =>
    loaded.fixture.rules.includes(rule) ? 0 : loaded.fixture.rules.some((r) => r.startsWith(`${chapter}.`)) ? 1 : 2;
  return [...fixtures].sort((a, b) => rank(a) - rank(b));
}

/** Runs fixtures one by one until one kills the mutant. */
async function firstKiller(
  fixtures: readonly LoadedFixture[],
  context: ExecuteContext,
  onResult: (result: FixtureResult) => void,
): Promise<FixtureResult[]> {
  const results: FixtureResult[] = [];
  for (const loaded of fixtures) {
    const result = await executeFixture(loaded, context);
    onResult(result);
    results.push(result);
    if (kills(result)) break;
  }
  return results;
}

/** The verdict of a mutant whose adapter could not be built: the others are measured all the same. */
function notMeasured(mutant: MutantUnderTest, error: unknown, elapsed: number): MutantVerdict {
  return {
    id: mutant.id,
    name: mutant.name,
    rule: mutant.rule,
    description: mutant.description,
    status: 'error',
    error: error instanceof Error ? error.message : String(error),
    killers: [],
    fixturesRun: 0,
    durationMs: Math.round(elapsed),
  };
}

/**
 * Runs the fixtures that pass on the reference engine against one mutant and gives its verdict: killed when at least
 * one of them does not pass on it.
 */
export async function measureMutant(
  mutant: MutantUnderTest,
  passing: readonly LoadedFixture[],
  cards: ReadonlyMap<string, CatalogueCard>,
  options: StrengthOptions,
): Promise<MutantVerdict> {
  const started = performance.now();
  let adapter: Adapter;
  try {
    adapter = await mutant.load();
  } catch (error) {
    const verdict = notMeasured(mutant, error, performance.now() - started);
    options.onMutant?.(verdict);
    return verdict;
  }
  const context: ExecuteContext = {
    adapter,
    implementation: await describeAdapter(adapter),
    cards,
    timeoutMs: options.timeoutMs,
  };
  const onResult = (result: FixtureResult): void => options.onFixture?.(mutant, result);
  const results = options.firstKill
    ? await firstKiller(likelyKillersFirst(passing, mutant.rule), context, onResult)
    : await runFixtures(passing, context, { jobs: options.jobs ?? 1, onResult });
  const killers = results.filter(kills).map(killerOf);
  const verdict: MutantVerdict = {
    id: mutant.id,
    name: mutant.name,
    rule: mutant.rule,
    description: mutant.description,
    status: killers.length > 0 ? 'killed' : 'survived',
    killers,
    fixturesRun: results.length,
    durationMs: Math.round(performance.now() - started),
  };
  options.onMutant?.(verdict);
  return verdict;
}

/**
 * Measures the strength of a corpus: runs it against the reference engine, then every fixture that passes there
 * against each mutant, in process, with the harness runner. A mutant is killed when at least one of those fixtures
 * does not pass on it (fail, error, timeout or crash).
 */
export async function measureStrength(input: StrengthInput, options: StrengthOptions): Promise<StrengthRun> {
  const reference = await runFixtures(
    input.fixtures,
    {
      adapter: input.reference.adapter,
      implementation: input.reference.implementation,
      cards: input.cards,
      timeoutMs: options.timeoutMs,
    },
    { jobs: options.jobs ?? 1 },
  );
  options.onReference?.(reference);
  const passing = reference.filter((result) => result.status === 'pass').map((result) => result.loaded);
  const verdicts = await mapLimit(input.mutants, options.jobs ?? 1, (mutant) =>
    measureMutant(mutant, passing, input.cards, options),
  );
  return { reference, passing, verdicts };
}
