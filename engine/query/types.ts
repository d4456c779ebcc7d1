/** How the engine answers each query (INTERPRETING 4.8): declared beside the rule table that holds them. */
export type { QueryAnswerers } from '../rule-table.js';
