import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The slow tests: child processes (stdio adapters, the CLI through tsx, the fault adapters), the benchmark, the
 * generated-files check, the browser, the patch mutants (each compiles a copy of the engine), every metamorphic
 * variant of the corpus (the fast tests run one chapter's), the fuzzing campaigns that find mutants from a seed, and
 * the sweeps that the fast tests sample (test/sampling.ts) run in full by their `-all` twins.
 * `npm test` leaves them out to answer within a minute; `npm run test:slow` runs them, and CI runs both (.ci/run).
 */
const SLOW = [
  'test/robustness/bench.test.ts',
  'test/protocol/fault-adapters.test.ts',
  'test/protocol/fault-isolation.test.ts',
  'test/protocol/smoke.test.ts',
  'test/protocol/doctor-stdio.test.ts',
  'test/protocol/stdio-equals-in-process.test.ts',
  'test/protocol/queries-stdio.test.ts',
  'test/spec/generated.test.ts',
  'test/fuzz/cli.test.ts',
  'test/reports/shard-merge-cli.test.ts',
  'test/reports/html-browser.test.ts',
  'test/package/imports-entry.test.ts',
  'test/protocol/no-linger.test.ts',
  'test/reports/compare-browser.test.ts',
  'test/reports/compare-profiles-browser.test.ts',
  'test/reports/report-set.test.ts',
  'test/robustness/paths.test.ts',
  'test/spec/core-rules-cli.test.ts',
  'test/escape/hostile-stdio.test.ts',
  'test/robustness/schema-bounds-3mb.test.ts',
  'test/spec/fix-requires-cli.test.ts',
  'test/examples/toy-engine-cli.test.ts',
  'test/protocol/exit-cli.test.ts',
  'test/protocol/stderr-fail.test.ts',
  'test/source-mutants/patches.test.ts',
  'test/source-mutants/patch-runner.test.ts',
  'test/source-mutants/strength-partial.test.ts',
  'test/protocol/signals-cli.test.ts',
  'test/harness/vitest-fingerprint.test.ts',
  'test/robustness/special-files.test.ts',
  'test/harness/cli-process.test.ts',
  'test/robustness/adapter-start.test.ts',
  'test/harness/corpus-variants-all.test.ts',
  'test/fuzz/differential-seeds.test.ts',
  'test/fuzz/planted-bug.test.ts',
  'test/robustness/loader-all.test.ts',
  'test/engine/properties/auto-payer-all.property.test.ts',
  'test/engine/properties/engine-all.property.test.ts',
  'test/fuzz/arbitraries-all.test.ts',
  'test/robustness/forbidden-keys-all.test.ts',
  'test/robustness/corpus-unchanged-all.test.ts',
];

export default defineConfig({
  test: {
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache), keyed by their content.
    experimental: { fsModuleCache: true },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // No fresh module graph per file: the fast tests share no mutable module state, and importing the harness
        // and engine once instead of 73 times takes the run from about 145 s to about 45 s of CPU.
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW],
          isolate: false,
          // A quarter of the random cases and of the sweeps that test/sampling.ts samples; all of them in slow.
          provide: { caseShare: 0.25 },
        },
      },
      { extends: true, test: { name: 'slow', include: SLOW, provide: { caseShare: 1 } } },
    ],
  },
});
