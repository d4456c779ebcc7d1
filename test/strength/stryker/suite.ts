/**
 * The test suite of `npm run mutation` (test/strength/stryker/corpus-runner.js): every fixture of the corpus and every
 * metamorphic variant of it, run in process against the reference engine, in the order Stryker should try them.
 *
 * A test passes when the fixture passes. A fixture the reference engine skips fails: the reference implements every
 * capability, so a skip is a mutant at work.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAdapter } from '../../../harness/adapters/registry.js';
import { describeAdapter } from '../../../harness/adapters/describe.js';
import { colors } from '../../../harness/format/colors.js';
import { formatFindings } from '../../../harness/format/finding.js';
import type { CatalogueCard } from '../../../harness/load/catalogue.js';
import { loadCorpus, type LoadedFixture } from '../../../harness/load/corpus.js';
import { executeFixture, type ExecuteContext } from '../../../harness/run/execute.js';
import { withVariants } from '../../../harness/variants/index.js';

/** One test: its ID (the fixture or variant ID), the name shown, and the fixture file it comes from. */
export interface SuiteTest {
  readonly id: string;
  readonly name: string;
  readonly file: string;
}

interface Snapshot {
  readonly fixtures: readonly LoadedFixture[];
  readonly cards: readonly (readonly [string, CatalogueCard])[];
}

/** The name of the snapshot file a Stryker sandbox keeps of the loaded corpus and its variants. */
export const SNAPSHOT_FILE = '.mutation-suite.json';

function build(root: string): Snapshot {
  const corpus = loadCorpus({ cwd: root });
  if (corpus.findings.length > 0) throw new Error(formatFindings(corpus.findings, colors(false)));
  return { fixtures: withVariants(corpus.fixtures, corpus.cards), cards: [...corpus.cards] };
}

/**
 * The corpus and its variants. With `cache`, read from (or written to) a snapshot in `root`: a Stryker sandbox is a
 * copy of the project taken when the run starts, so the snapshot cannot go stale there, and each test-runner process
 * the run starts skips loading, validating and transforming the corpus again.
 */
function snapshot(root: string, cache: boolean): Snapshot {
  const file = join(root, SNAPSHOT_FILE);
  if (!cache) return build(root);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const built = build(root);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(built));
  renameSync(partial, file);
  return built;
}

/**
 * The suite of the project in `root`: its tests, fixtures first (a fixture is more often the first to fail than a
 * variant of it), a way to load the engine and a way to run one test.
 */
export function mutationSuite(root: string, cache = false) {
  const { fixtures, cards } = snapshot(root, cache);
  const catalogue = new Map(cards);
  const ordered = [...fixtures.filter((f) => !f.variant), ...fixtures.filter((f) => f.variant)];
  const byId = new Map(ordered.map((loaded) => [loaded.fixture.id, loaded]));
  let context: Promise<ExecuteContext> | undefined;

  /** Loads the reference engine (once): the code that runs as its modules load runs now. */
  const load = (): Promise<ExecuteContext> =>
    (context ??= (async () => {
      const adapter = await loadAdapter('reference');
      return { adapter, implementation: await describeAdapter(adapter), cards: catalogue, timeoutMs: 10_000 };
    })());

  /** Runs one test: undefined when it passes, else why it failed. */
  const run = async (id: string): Promise<string | undefined> => {
    const loaded = byId.get(id);
    if (!loaded) return `no fixture or variant ${id}`;
    const result = await executeFixture(loaded, await load());
    if (result.status === 'pass') return undefined;
    if (result.status === 'not-applicable') return `skipped by the reference engine: ${result.reason ?? ''}`;
    return `${result.status}\n${formatFindings(result.findings, colors(false))}`;
  };

  const tests: SuiteTest[] = ordered.map((loaded) => ({
    id: loaded.fixture.id,
    name: `${loaded.fixture.id}: ${loaded.fixture.title}`,
    file: loaded.path,
  }));
  return { tests, load, run };
}
