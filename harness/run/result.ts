import type { Fingerprint, Observation, Status, Unjudged } from '../../schemas/types/generated.js';
import type { Finding } from '../messages/findings.js';
import type { LoadedFixture } from '../load/corpus.js';
import type { AskedQuery } from './queries.js';

/** How one fixture ended against one adapter: its status, why, and what the adapter observed. */
export interface FixtureResult {
  readonly loaded: LoadedFixture;
  readonly status: Status;
  readonly durationMs: number;
  /** Why not applicable (or, with a baseline, why an expected failure). */
  readonly reason?: string;
  /** The adapter fault or the first divergence; empty for pass and not-applicable. */
  readonly findings: readonly Finding[];
  readonly observation?: Observation;
  /** For a judged fixture: the parts of its expectation the verdict left out (harness/verdict/scope.ts). */
  readonly unjudged?: readonly Unjudged[];
  readonly stderr?: string;
  /** The queries asked (spec/INTERPRETING.md 4.8), each with the rules' answer and the engine's, in fixture order. */
  readonly queries?: readonly AskedQuery[];
  /** For a fixture that did not pass: what its failure was (harness/baseline/fingerprint.ts), as a baseline records it. */
  readonly fingerprint?: Fingerprint;
}
