/**
 * The fixtures of `run` against a prepared adapter, under the run's interrupt (signals) and, in process, its exit
 * guard: each result goes to the reporters as it comes; an interruption stops the adapter at once and keeps the
 * results of the fixtures that finished before it.
 */
import type { Baseline } from '../../schemas/types/generated.js';
import { applyEntry, entryOf } from '../baseline/apply.js';
import type { Corpus, LoadedFixture } from '../load/corpus.js';
import { killAdapterProcesses } from '../protocol/child.js';
import type { Reporter } from '../report/reporter.js';
import { processFaultError, type ExitGuard } from '../run/exit-guard.js';
import type { Interruption, RunInterrupt } from '../run/interrupt.js';
import type { FixtureResult } from '../run/result.js';
import { runFixtures } from '../run/run-fixtures.js';
import type { PreparedAdapter } from './session.js';

/** How the fixtures of a run are run: at once, against a baseline, stopped by what, guarded by what. */
export interface RunWithOptions {
  readonly jobs: number;
  readonly baseline?: Baseline;
  readonly interrupt: RunInterrupt;
  readonly guard?: ExitGuard;
}

/** The results of a run, in fixture order, and what interrupted it, if anything did. */
export interface RunOutcome {
  readonly results: FixtureResult[];
  readonly interrupted?: Interruption;
}

/**
 * A fixture the exit guard blamed after its call returned (a timer of the adapter's that fired later) is a crash
 * after all: its result is replaced, and the reporters hear of the new one.
 */
function blameLate(
  results: readonly FixtureResult[],
  guard: ExitGuard,
  baseline: Baseline | undefined,
  announce: (result: FixtureResult) => void,
): FixtureResult[] {
  return results.map((result) => {
    const id = result.loaded.fixture.id;
    const [fault] = guard.faultsOf(id);
    if (fault === undefined || result.findings.some((finding) => finding.data?.problem === 'in-process')) return result;
    const { code, data } = processFaultError(fault).fault;
    const crashed = applyEntry(
      { ...result, status: 'crash', findings: [{ code, data, file: result.loaded.file }] },
      entryOf(baseline, id),
    );
    announce(crashed);
    return crashed;
  });
}

function withoutObservation(result: FixtureResult): FixtureResult {
  const kept = { ...result };
  delete kept.observation;
  return kept;
}

/** Runs the fixtures, telling every reporter about each result as it comes; closes (or, interrupted, kills) the adapter. */
export async function runWith(
  fixtures: readonly LoadedFixture[],
  corpus: Corpus,
  prepared: PreparedAdapter,
  reporters: readonly Reporter[],
  options: RunWithOptions,
): Promise<RunOutcome> {
  const { adapter, implementation, timeoutMs, limits } = prepared;
  const { interrupt, guard, baseline } = options;
  for (const reporter of reporters) reporter.onRunStart?.({ total: fixtures.length, implementation });
  const finished = new Map<LoadedFixture, FixtureResult>();
  const onResult = (result: FixtureResult): void => {
    if (interrupt.reason !== undefined) return; // it finished after the interruption: not part of this run
    finished.set(result.loaded, result);
    for (const reporter of reporters) reporter.onFixtureResult?.(result);
  };
  const context = {
    adapter,
    implementation,
    cards: corpus.cards,
    timeoutMs,
    limits,
    ...(guard === undefined ? {} : { guard }),
  };
  const stopped = (): boolean => interrupt.reason !== undefined;
  const running = runFixtures(fixtures, context, {
    jobs: options.jobs,
    onResult,
    stopped,
    ...(baseline === undefined ? {} : { baseline }),
  });
  await Promise.race([running, interrupt.interrupted]);
  const cause = interrupt.reason;
  if (cause === undefined) {
    const results = await running.finally(prepared.close);
    await guard?.drain();
    return { results: guard === undefined ? results : blameLate(results, guard, baseline, onResult) };
  }
  running.catch(() => undefined); // a fixture still in flight ends on its own; its result is not kept
  await killAdapterProcesses();
  await prepared.close();
  const results = fixtures.flatMap((loaded) => finished.get(loaded) ?? []).map(withoutObservation);
  return { results, interrupted: cause };
}
