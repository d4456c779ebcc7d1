/** The vitest configuration of `npm run mutation`: only the corpus against the reference engine is the test suite. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/harness/corpus.test.ts'],
    setupFiles: ['test/strength/mutation-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
