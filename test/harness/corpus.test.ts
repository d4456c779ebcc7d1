/** The project's corpus against the reference engine, through the same vitest integration engine authors use. */
import { describe, test } from 'vitest';
import { loadAdapter, referenceAdapterExists } from '../../harness/adapters/registry.js';
import { describeConformance } from '../../harness/vitest.js';

if (referenceAdapterExists()) {
  describeConformance(() => loadAdapter('reference'), { name: 'the corpus against the reference engine' });
} else {
  describe('the corpus against the reference engine', () => {
    test.skip('skipped: the reference engine is not built yet (engine/adapter.ts does not exist)', () => undefined);
  });
}
