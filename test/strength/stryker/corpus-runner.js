// @ts-check
/**
 * A Stryker test runner that runs the corpus and its variants (test/strength/stryker/suite.ts) in its own process,
 * without a test framework: the engine and the harness are loaded once per process, and a mutant costs only the
 * fixtures it runs (about 2 ms each). The vitest runner started a fresh worker per mutant, a few seconds each.
 *
 * The instrumented engine reads the active mutant and records coverage in `globalThis.__stryker__`: the dry run records
 * which tests reach which mutant (coverage `perTest`; what runs as the modules load is `static`), and a mutant run
 * activates one mutant and runs the tests that reach it, stopping at the first failure. The runner cannot reload
 * modules, so Stryker starts a fresh process for each static mutant, and the engine is loaded only once the mutant is
 * active.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { commonTokens, declareClassPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { DryRunStatus, MutantRunStatus, TestStatus } from '@stryker-mutator/api/test-runner';
import { register } from 'tsx/esm/api';

/** @returns {Record<string, any>} */
function namespace() {
  const global = /** @type {Record<string, any>} */ (globalThis);
  return (global.__stryker__ ??= {});
}

class CorpusTestRunner {
  static inject = tokens(commonTokens.logger);

  /** @param {import('@stryker-mutator/api/logging').Logger} log */
  constructor(log) {
    this.log = log;
    /** @type {ReturnType<import('./suite.ts').mutationSuite> | undefined} */
    this.suite = undefined;
  }

  capabilities() {
    return { reloadEnvironment: false };
  }

  /**
   * The suite, imported at the first run rather than in init(): the harness it imports may import engine modules, and
   * in the fresh process of a static mutant they must load with the mutant already active.
   */
  async ready() {
    if (this.suite) return this.suite;
    register();
    namespace().mutantCoverage ??= { static: {}, perTest: {} };
    const url = pathToFileURL(join(process.cwd(), 'test/strength/stryker/suite.ts')).href;
    /** @type {typeof import('./suite.ts')} */
    const module = await import(url);
    this.suite = module.mutationSuite(process.cwd(), true);
    return this.suite;
  }

  /**
   * @param {string[] | undefined} filter
   * @param {boolean} bail
   * @param {boolean} recordCoverage
   */
  async runTests(filter, bail, recordCoverage) {
    const suite = await this.ready();
    const ns = namespace();
    const wanted = filter && new Set(filter);
    /** @type {import('@stryker-mutator/api/test-runner').TestResult[]} */
    const results = [];
    for (const test of suite.tests) {
      if (wanted && !wanted.has(test.id)) continue;
      const started = performance.now();
      if (recordCoverage) ns.currentTestId = test.id;
      let failure;
      try {
        failure = await suite.run(test.id);
      } catch (error) {
        failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
      } finally {
        ns.currentTestId = undefined;
      }
      const base = { id: test.id, name: test.name, fileName: test.file, timeSpentMs: performance.now() - started };
      results.push(
        failure === undefined
          ? { ...base, status: TestStatus.Success }
          : { ...base, status: TestStatus.Failed, failureMessage: failure },
      );
      if (failure !== undefined && bail) break;
    }
    return results;
  }

  /** @param {import('@stryker-mutator/api/test-runner').DryRunOptions} options */
  async dryRun(options) {
    const ns = namespace();
    ns.activeMutant = undefined;
    try {
      await (await this.ready()).load(); // outside any test: what runs as the engine loads is static
      const tests = await this.runTests(undefined, false, options.coverageAnalysis === 'perTest');
      return { status: DryRunStatus.Complete, tests, mutantCoverage: ns.mutantCoverage };
    } catch (error) {
      return { status: DryRunStatus.Error, errorMessage: String(error) };
    }
  }

  /** @param {import('@stryker-mutator/api/test-runner').MutantRunOptions} options */
  async mutantRun(options) {
    const ns = namespace();
    ns.activeMutant = options.activeMutant.id;
    ns.hitLimit = options.hitLimit;
    ns.hitCount = options.hitLimit === undefined ? undefined : 0;
    try {
      await (await this.ready()).load(); // loaded with the mutant active when the process is fresh (a static mutant)
      const results = await this.runTests(options.testFilter, !options.disableBail, false);
      if (ns.hitLimit !== undefined && ns.hitCount > ns.hitLimit)
        return { status: MutantRunStatus.Timeout, reason: `hit limit reached (${ns.hitCount}/${ns.hitLimit})` };
      const failed = results.filter((r) => r.status === TestStatus.Failed);
      if (failed.length === 0) return { status: MutantRunStatus.Survived, nrOfTests: results.length };
      return {
        status: MutantRunStatus.Killed,
        killedBy: failed.map((r) => r.id),
        failureMessage: failed[0]?.status === TestStatus.Failed ? failed[0].failureMessage : '',
        nrOfTests: results.length,
      };
    } catch (error) {
      return { status: MutantRunStatus.Error, errorMessage: String(error) };
    } finally {
      ns.activeMutant = undefined;
      ns.hitCount = undefined;
      ns.hitLimit = undefined;
    }
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'corpus', CorpusTestRunner)];
