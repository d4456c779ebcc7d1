import type { Fixture } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../messages/findings.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { CoreRuleNumbers } from '../load/core-rules.js';

/**
 * What a lint check reads: one schema-valid fixture, the catalogue (undefined when it failed to load), the rule IDs
 * and the Core Rules numbers.
 */
export interface LintContext {
  readonly fixture: Fixture;
  readonly cards: ReadonlyMap<string, CatalogueCard> | undefined;
  readonly ruleIds: ReadonlySet<string>;
  readonly coreRules: CoreRuleNumbers;
  /** The text the fixture was parsed from, when the caller has it: what the lint cache keeps its findings by. */
  readonly text?: string;
}

/** One semantic check of a fixture. */
export type LintCheck = (context: LintContext) => FindingDraft[];
