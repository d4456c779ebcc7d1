import type { FindingCode, Fixture, Observation, State, StatePart } from '../../schemas/types/generated.js';
import type { FindingData } from '../messages/findings.js';
import type { JudgeScope } from './scope.js';

/** One observed step, its state completed with the defaults of spec/INTERPRETING.md section 3. */
export type ObservedStep = Observation['steps'][number];

/** What the checks compare: the fixture, its completed given state, and the observed steps (states completed). */
export interface JudgeInput {
  readonly fixture: Fixture;
  readonly given: State;
  readonly steps: readonly ObservedStep[];
  /** What is judged besides outcome, rollback, total cost and state; absent: everything (harness/verdict/scope.ts). */
  readonly scope?: JudgeScope;
  /** Per step, the parts its rollback check leaves out beside those already masked: not observed at it or before it. */
  readonly rollbackParts?: readonly (readonly StatePart[])[];
}

/** The first place where an observation contradicts the fixture: a JSON Pointer into the fixture and both sides. */
export interface Divergence {
  readonly code: Extract<FindingCode, `verdict/${string}`>;
  readonly pointer: string;
  readonly expected: unknown;
  readonly observed: unknown;
  readonly data: FindingData;
}

/** One check of spec/INTERPRETING.md section 5: the first divergence it finds, or undefined. */
export type VerdictCheck = (input: JudgeInput) => Divergence | undefined;
