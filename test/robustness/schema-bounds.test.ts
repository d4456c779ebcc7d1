import { describeSchemaBounds } from './schema-bounds.js';

// Before the bound, ajv's error collection was quadratic in the broken items: 10^5 took about ten minutes each.
describeSchemaBounds('schema validation stops after a bounded number of errors', 100_000);
