import { describeSchemaBounds } from './schema-bounds.js';

// The sizes of the hostile trial (3 MB each): before the bound, each would have taken hours.
describeSchemaBounds('schema validation of 3 MB hostile documents ends with the first errors and a count', 1_000_000);
