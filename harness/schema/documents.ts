/** The documents the harness validates, by the schema file that defines each (relative to the package root). */
export const DOCUMENT_SCHEMAS = {
  fixture: 'schemas/fixture.schema.json',
  cards: 'schemas/cards.schema.json',
  scenario: 'schemas/scenario.schema.json',
  observation: 'schemas/observation.schema.json',
  report: 'schemas/report.schema.json',
  strength: 'schemas/strength.schema.json',
  baseline: 'schemas/baseline.schema.json',
  rules: 'schemas/rules.schema.json',
  coreRules: 'schemas/core-rules.schema.json',
  coreRulesScope: 'schemas/core-rules-scope.schema.json',
  implementation: 'schemas/protocol/implementation.schema.json',
  start: 'schemas/protocol/start.schema.json',
  started: 'schemas/protocol/started.schema.json',
  run: 'schemas/protocol/run.schema.json',
  runResult: 'schemas/protocol/run-result.schema.json',
  query: 'schemas/protocol/query.schema.json',
  queryResult: 'schemas/protocol/query-result.schema.json',
  stop: 'schemas/protocol/stop.schema.json',
} as const;

/** A document the harness validates. */
export type DocumentKind = keyof typeof DOCUMENT_SCHEMAS;

/** The `$id` prefix of every schema of the project. */
export const SCHEMA_BASE = 'https://riftbound-conformance.org/';

/**
 * How many schema errors one document yields at most. A document with more (10^5 broken steps, 10^6 broken events)
 * is reported by its first errors and a count of the rest, in time linear in its size (harness/schema/validators.ts).
 */
export const MAX_SCHEMA_ERRORS = 100;
