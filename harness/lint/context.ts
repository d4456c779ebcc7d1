import type { Fixture } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../findings.js';
import type { CatalogueCard } from '../load/catalogue.js';

/** What a lint check reads: one schema-valid fixture, the catalogue (undefined when it failed to load) and the rule IDs. */
export interface LintContext {
  readonly fixture: Fixture;
  readonly cards: ReadonlyMap<string, CatalogueCard> | undefined;
  readonly ruleIds: ReadonlySet<string>;
}

/** One semantic check of a fixture. */
export type LintCheck = (context: LintContext) => FindingDraft[];
