import type { RuleTable } from '../engine/index.js';

/**
 * A mutant engine: the reference engine with exactly one rule misread, the way a real engine author plausibly would.
 * It is the default rule table with `overrides` in place of the entries the misreading touches; the corpus must tell
 * it apart from the reference engine (at least one fixture that passes on the reference engine must not pass on it).
 */
export interface Mutant {
  /** Stable and unique, in kebab case, starting with the chapter of `rule`; the file is mutants/<chapter>/<id>.ts. */
  readonly id: string;
  /** The rule ID of spec/rules.json that this mutant misreads. */
  readonly rule: string;
  /** The misreading, in one or two sentences: what this engine does where the rule says otherwise. */
  readonly description: string;
  /** The rule-table entries that differ from the reference engine's (createEngine(overrides)). */
  readonly overrides: Partial<RuleTable>;
}
