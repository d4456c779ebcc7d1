import type { Status } from '../../schemas/types/generated.js';
import type { Adapter } from '../adapters/types.js';

/** A mutant engine to measure the corpus against: its adapter name, the rule it misreads, and how to get its adapter. */
export interface MutantUnderTest {
  /** The adapter name, `mutant:<id>`. */
  readonly name: string;
  readonly id: string;
  /** The rule ID of spec/rules.json the mutant misreads. */
  readonly rule: string;
  readonly description: string;
  readonly load: () => Adapter | Promise<Adapter>;
}

/** A fixture that tells a mutant apart from the reference engine: it passes on the reference, not on the mutant. */
export interface Killer {
  readonly fixture: string;
  /** The mutant's status on it: fail, error, timeout or crash. */
  readonly status: Status;
  /** The code of the first divergence or fault (verdict/..., adapter/...). */
  readonly code?: string;
  /** Where in the fixture the first divergence is, as a JSON Pointer. */
  readonly pointer?: string;
}

/** How one mutant fared against the corpus: killed when at least one fixture kills it. */
export interface MutantVerdict {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly description: string;
  /** `error`: the mutant could not be built (a patch that no longer applies or does not compile), so it was not measured. */
  readonly status: 'killed' | 'survived' | 'error';
  /** Why it could not be built, and what to do (status `error` only). */
  readonly error?: string;
  /** The killing fixtures, in corpus order; with `firstKill`, only the first one found. */
  readonly killers: readonly Killer[];
  /** How many fixtures were run against the mutant. */
  readonly fixturesRun: number;
  readonly durationMs: number;
}
