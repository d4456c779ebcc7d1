// @ts-check
/**
 * Mutation testing of the reference engine's cost and payment modules, with the corpus as the test suite: every
 * fixture is one vitest test (test/harness/corpus.test.ts). `npm run mutation`; the score is recorded in
 * mutants/README.md. Slow, so not part of `npm test`.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'test/strength/vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'engine/cost/**/*.ts',
    'engine/pay/**/*.ts',
    // The brute-force enumerator is the automatic payer's test oracle, never called by the engine.
    '!engine/pay/brute-force.ts',
    // Rejection sentences: the corpus asserts rejection codes, never prose (spec/INTERPRETING.md section 5).
    '!engine/pay/describe.ts',
  ],
  ignorePatterns: ['dist', 'reports', 'coverage', '.stryker-tmp'],
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
