/**
 * Loads the reference engine before any test of `npm run mutation` runs. The corpus test loads it lazily, inside its
 * first test; loaded here, the code that runs as the engine's modules load (rule tables, constants) is seen by Stryker
 * as static, and its mutants are tested against every fixture rather than against the first test alone.
 */
import { loadAdapter } from '../../harness/adapters/registry.js';

await loadAdapter('reference');
