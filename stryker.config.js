// @ts-check
import process from 'node:process';
/**
 * Mutation testing of the whole reference engine, with the corpus and its metamorphic variants as the test suite:
 * every fixture and every variant is one test, run in process by test/strength/stryker/corpus-runner.js. Not part of
 * `npm test`; see mutants/README.md, "Mutation testing of the engine's code".
 *
 * The engine is cut into shards by folder, chosen with the environment variable STRYKER_SHARD (`npm run mutation`
 * runs them all, one after the other: scripts/mutation.ts). Each shard keeps its own incremental file,
 * reports/mutation/<shard>.incremental.json, so a later run re-tests only the mutants of changed engine code and those
 * whose covering fixtures changed; and its own report, reports/mutation/<shard>.json.
 */

/** The shards: folder globs of engine/ and the files left out, each with its reason. */
const SHARDS = {
  root: [
    'engine/*.ts',
    // The package version the adapter reports: the engine's identity, not a rule.
    '!engine/version.ts',
  ],
  chain: ['engine/chain/**/*.ts'],
  cost: ['engine/cost/**/*.ts'],
  keywords: ['engine/keywords/**/*.ts', 'engine/turn/**/*.ts'],
  pay: [
    'engine/pay/**/*.ts',
    // The brute-force enumerator is the automatic payer's test oracle, never called by the engine.
    '!engine/pay/brute-force.ts',
    // Rejection sentences: the corpus asserts rejection codes, never prose (spec/INTERPRETING.md section 5).
    '!engine/pay/describe.ts',
  ],
  play: [
    'engine/play/**/*.ts',
    // Rejection sentences, as engine/pay/describe.ts.
    '!engine/play/describe.ts',
  ],
  state: [
    'engine/state/**/*.ts',
    // Rejection sentences, as engine/pay/describe.ts...
    '!engine/state/messages.ts',
    // ...but reject(), which builds the rejection value with its code, is mutated.
    'engine/state/messages.ts:61-63',
  ],
};

const shard = process.env.STRYKER_SHARD ?? '';
if (!Object.hasOwn(SHARDS, shard))
  throw new Error(`Set STRYKER_SHARD to one of ${Object.keys(SHARDS).join(', ')} (or run npm run mutation).`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'corpus',
  plugins: ['./test/strength/stryker/corpus-runner.js', './test/strength/stryker/ignorers.js'],
  // What only people read (a rejection's facts, the cost trace) is not mutated: test/strength/stryker/ignorers.js.
  ignorers: ['rejection-prose'],
  coverageAnalysis: 'perTest',
  mutate: SHARDS[/** @type {keyof typeof SHARDS} */ (shard)],
  ignorePatterns: ['dist', 'reports', 'coverage', '.stryker-tmp', 'docs', 'bench', 'examples'],
  incremental: true,
  incrementalFile: `reports/mutation/${shard}.incremental.json`,
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${shard}.json` },
  tempDirName: `.stryker-tmp/${shard}`,
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
