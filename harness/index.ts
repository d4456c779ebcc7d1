/** The public entry of riftbound-conformance: the adapter interface, and the pieces of the harness a program can use. */
export type { Adapter, AdapterSkip, QueryRequest } from './adapters/types.js';
export { loadAdapter, ADAPTER_NAMES } from './adapters/registry.js';
export { describeAdapter } from './adapters/describe.js';
export { loadCorpus, type Corpus, type LoadedFixture } from './load/corpus.js';
export type { CorpusSource } from './load/files.js';
export { filterFixtures, type FixtureFilter } from './filters/filter.js';
export { buildScenario } from './scenario/build.js';
export { completeState } from './scenario/defaults.js';
export { executeFixture, type ExecuteContext } from './run/execute.js';
export { runFixtures, type RunOptions } from './run/run-fixtures.js';
export type { FixtureResult } from './run/result.js';
export { judge, type Divergence } from './verdict/index.js';
export { buildReport, type RunRecord } from './report/build.js';
export { writeReport } from './report/write.js';
export type { Reporter, ReporterContext, ReporterFactory } from './report/reporter.js';
export { ProcessAdapter, type ProcessAdapterOptions, type ProcessRunOutcome } from './protocol/process-adapter.js';
export { AdapterFaultError, AdapterSkipError, type AdapterFault } from './protocol/faults.js';
export { serve } from './protocol/serve.js';
export { smoke, type SmokeReport } from './protocol/smoke.js';
export { applyEntry, staleEntries, statusOnlyEntries } from './baseline/apply.js';
export { describeFingerprint, fingerprintOf } from './baseline/fingerprint.js';
export { updateBaseline } from './baseline/update.js';
export { mergeReports } from './shard/merge.js';
export { shardOf, selectShard } from './shard/select.js';
export type { Finding } from './messages/findings.js';
export { renderFinding } from './messages/index.js';
export { UsageError } from './messages/usage-error.js';
export { main } from './cli/main.js';
export type {
  Action,
  Fixture,
  Implementation,
  Observation,
  Report,
  Baseline,
  Fingerprint,
  Scenario,
  State,
  Status,
  FindingCode,
  Capability,
} from '../schemas/types/generated.js';
