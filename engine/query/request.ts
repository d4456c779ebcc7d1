import type { Query, Scenario } from '../../schemas/types/generated.js';

/**
 * What an adapter's `query` method receives (INTERPRETING 4.8): a scenario whose `when` steps lead to the state asked
 * about (none for a query in `given`), and the queries, answered in order.
 */
export interface QueryRequest {
  readonly scenario: Readonly<Scenario>;
  readonly queries: readonly Query[];
}
