/** Every metamorphic variant of the corpus against the reference engine (slow: a run of about 2 200 variants). */
import { loadAdapter, referenceAdapterExists } from '../../harness/adapters/registry.js';
import { describeConformance } from '../../harness/vitest.js';

if (referenceAdapterExists()) {
  describeConformance(() => loadAdapter('reference'), {
    name: 'the variants of the corpus against the reference engine',
    variants: 'only',
  });
}
