import fc from 'fast-check';
import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { caseArbitrary } from './arbitraries/scenario.js';
import type { FuzzCase } from './build/case.js';
import { reportsOf, type FuzzDivergence } from './compare.js';
import { runBoth, type DifferentialOutcome, type DifferentialPair } from './differential.js';
import { reviewFixture } from './fixture/review.js';
import { buildVocabulary } from './vocabulary.js';
import { effectiveCapabilities } from '../capabilities/aliases.js';

/** Where a fuzz run is: searching for a divergence, or shrinking one it found. */
export interface FuzzProgress {
  readonly phase: 'search' | 'shrink';
  /** Scenarios tried in the search. */
  readonly tried: number;
  readonly runs: number;
  /** Smaller scenarios that still diverge, found so far. */
  readonly shrinks: number;
}

/** A differential run: the pair of engines, the catalogue, how many scenarios, and the seed that makes it repeatable. */
export interface FuzzOptions {
  readonly pair: DifferentialPair;
  readonly cards: ReadonlyMap<string, CatalogueCard>;
  readonly runs: number;
  readonly seed: number;
  /** A fast-check replay path: runs straight to the counterexample a previous run printed. */
  readonly path?: string | undefined;
  readonly onProgress?: (progress: FuzzProgress) => void;
}

/** A shrunk divergence: the scenario, what both engines observed, and the fixture for review. */
export interface FuzzFailure {
  readonly generated: FuzzCase;
  readonly outcome: DifferentialOutcome;
  readonly divergence: FuzzDivergence;
  /** The fast-check replay path of the shrunk counterexample. */
  readonly path: string;
  readonly shrinks: number;
  /** Written from the reference engine's observation; absent when the reference engine itself faulted. */
  readonly fixture: Fixture | undefined;
}

/** What a fuzz run found. */
export interface FuzzResult {
  readonly seed: number;
  /** Scenarios tried before the first divergence, or in all. */
  readonly tried: number;
  readonly failure: FuzzFailure | undefined;
}

function failureOf(
  found: { generated: FuzzCase; outcome: DifferentialOutcome },
  options: FuzzOptions,
  path: string,
  shrinks: number,
): FuzzFailure {
  const { generated, outcome } = found;
  const divergence = outcome.divergence as FuzzDivergence;
  const fixture =
    outcome.reference.kind === 'observation'
      ? reviewFixture({
          generated,
          reference: outcome.reference.observation,
          adapter: outcome.adapter.kind === 'observation' ? outcome.adapter.observation : undefined,
          divergence,
          reports: reportsOf(options.pair.implementation),
          seed: options.seed,
          cards: options.cards,
        })
      : undefined;
  return { generated, outcome, divergence, path, shrinks, fixture };
}

/**
 * Runs generated scenarios through the adapter under test and the reference engine and compares what they observe.
 * On the first divergence, fast-check shrinks the scenario to a minimal one that still diverges, and a fixture for
 * review is written from it. The same seed (and capabilities) always tries the same scenarios.
 */
export async function fuzz(options: FuzzOptions): Promise<FuzzResult> {
  const vocabulary = buildVocabulary(options.cards, [...effectiveCapabilities(options.pair.implementation)]);
  const progress = { phase: 'search' as FuzzProgress['phase'], tried: 0, runs: options.runs, shrinks: 0 };
  let last: { generated: FuzzCase; outcome: DifferentialOutcome } | undefined;
  const property = fc.asyncProperty(caseArbitrary(vocabulary), async (generated) => {
    const outcome = await runBoth(generated.scenario, options.pair);
    if (progress.phase === 'search') progress.tried += 1;
    if (outcome.divergence) {
      if (last) progress.shrinks += 1;
      progress.phase = 'shrink';
      last = { generated, outcome };
    }
    options.onProgress?.({ ...progress });
    return outcome.divergence === undefined;
  });
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs,
    ...(options.path === undefined ? {} : { path: options.path }),
  });
  if (!details.failed) return { seed: options.seed, tried: progress.tried, failure: undefined };
  if (!last) {
    const cause = details.errorInstance;
    throw cause instanceof Error ? cause : new Error('fuzz: fast-check failed without a counterexample', { cause });
  }
  const path = details.counterexamplePath ?? options.path ?? '';
  return { seed: options.seed, tried: progress.tried, failure: failureOf(last, options, path, details.numShrinks) };
}
