/** Runs the corpus inside a vitest suite: one test per fixture, named `${id}: ${title}`. */
import { describe, test, TestRunner, type TestContext } from 'vitest';
import type { Baseline, Unjudged } from '../schemas/types/generated.js';
import { describeAdapter } from './adapters/describe.js';
import type { Adapter } from './adapters/types.js';
import { entryOf, judgeWithEntry } from './baseline/apply.js';
import { loadBaseline } from './baseline/load.js';
import { filterFixtures, type FixtureFilter } from './filters/filter.js';
import { colors } from './format/colors.js';
import { formatFindings } from './format/finding.js';
import { loadCorpus, type LoadedFixture } from './load/corpus.js';
import { renderUnjudged } from './messages/index.js';
import { terminalLine } from './format/escape-terminal.js';
import type { CorpusSource } from './load/files.js';
import { executeFixture } from './run/execute.js';
import type { FixtureResult } from './run/result.js';
import type { ReplyLimits } from './run/reply-limits.js';
import { withVariants } from './variants/index.js';

/**
 * Options of describeConformance. Relative paths (`fixtures`, `cards`, `baseline`) are read from `cwd`, which defaults
 * to vitest's root (the folder of the vitest config, or `--root`), not the folder vitest was started from.
 */
export interface ConformanceOptions extends CorpusSource, ReplyLimits {
  /** The name of the describe block. */
  readonly name?: string;
  readonly filter?: FixtureFilter;
  /**
   * Known failures: a path relative to `cwd`, a file URL (`new URL('./baseline.json', import.meta.url)`), or the
   * document. A listed fixture that fails as recorded passes, annotated `expected-fail`; one that now fails
   * differently (its failure fingerprint changed), passes, or ends with another status fails, as in `run`.
   */
  readonly baseline?: string | URL | Baseline;
  /** Per-fixture time limit in milliseconds (default 10000). */
  readonly timeout?: number;
  /** Also declare the metamorphic variants of the fixtures (harness/variants/), or `'only'` them. Default: none. */
  readonly variants?: boolean | 'only';
}

/** An adapter, a promise of one, or a function giving one (called once, when the first test runs). */
export type AdapterSource = Adapter | Promise<Adapter> | (() => Adapter | Promise<Adapter>);

declare module 'vitest' {
  interface TaskMeta {
    /** What the verdict of a passing fixture left out: the parts the adapter does not observe or report. */
    unjudged?: Unjudged[];
    /** Set on a fixture the baseline lists that failed as recorded: the entry's reason. */
    expectedFail?: string;
  }
}

/** The annotation type of a pass in which something went unjudged (`context.annotate`). */
export const UNJUDGED_ANNOTATION = 'unjudged';

/** The annotation type of a known failure that failed as the baseline records it. */
export const EXPECTED_FAIL_ANNOTATION = 'expected-fail';

/** What a pass left unjudged, in one line, as the console reporter says it, with the count of assertions. */
export function unjudgedNote(unjudged: readonly Unjudged[]): string {
  const count = unjudged.length === 1 ? '1 assertion' : `${unjudged.length} assertions`;
  return `passed, ${terminalLine(renderUnjudged(unjudged))}: ${count} on what the adapter does not observe or report`;
}

/** A fixture that did not pass: the error vitest shows, with the findings as its message. */
export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
}

/**
 * Ends a fixture's test as its result says: skipped when not applicable, passed (annotated) when it failed as the
 * baseline records it or passed, failed with the findings otherwise (a changed failure's note, with both
 * fingerprints, comes first).
 */
async function settle(result: FixtureResult, context: TestContext): Promise<void> {
  if (result.status === 'not-applicable') context.skip(result.reason);
  if (result.status === 'expected-fail') {
    const reason = result.reason ?? '';
    context.task.meta.expectedFail = reason;
    await context.annotate(`known failure, as the baseline records it: ${reason}`, EXPECTED_FAIL_ANNOTATION);
    return;
  }
  if (result.status !== 'pass')
    throw new ConformanceError(`${result.status}\n${formatFindings(result.findings, colors(false))}`);
  if (result.unjudged !== undefined && result.unjudged.length > 0) {
    context.task.meta.unjudged = [...result.unjudged];
    await context.annotate(unjudgedNote(result.unjudged), UNJUDGED_ANNOTATION);
  }
}

function prepare(source: AdapterSource) {
  let prepared: Promise<{ adapter: Adapter; implementation: Awaited<ReturnType<typeof describeAdapter>> }> | undefined;
  return () =>
    (prepared ??= (async () => {
      const adapter = await (typeof source === 'function' ? source() : source);
      return { adapter, implementation: await describeAdapter(adapter) };
    })());
}

/**
 * The root of the vitest project collecting the calling file: vitest names a test file by its path relative to the
 * root (`File.name`) beside its absolute path (`File.filepath`), so the root is what the name leaves of the path.
 */
export function rootOf(file: { readonly name: string; readonly filepath: string } | undefined): string | undefined {
  if (!file) return undefined;
  const filepath = file.filepath.split('\\').join('/');
  const name = file.name.split('\\').join('/');
  if (name === '' || !filepath.endsWith(`/${name}`)) return undefined;
  return filepath.slice(0, -name.length - 1) || '/';
}

function collectingRoot(): string | undefined {
  try {
    return rootOf(TestRunner.getCurrentSuite().file);
  } catch {
    return undefined; // not called while vitest collects a file
  }
}

/**
 * Declares one vitest test per fixture of the corpus (loaded synchronously, at collection). A fixture needing a
 * capability the adapter lacks is skipped with the reason; one listed in the baseline passes only while it fails
 * as the baseline records it (its status and, when recorded, its failure fingerprint), annotated `expected-fail`. A
 * pass in which something went unjudged (a part of the state the adapter does not observe, events or codes it does not
 * report) carries an annotation of type `unjudged` saying what, and the list in `task.meta.unjudged`.
 */
export function describeConformance(adapter: AdapterSource, options: ConformanceOptions = {}): void {
  const cwd = options.cwd ?? collectingRoot() ?? process.cwd();
  const corpus = loadCorpus({ ...options, cwd });
  const { variants = false } = options;
  const runnable = variants === false ? corpus.fixtures : withVariants(corpus.fixtures, corpus.cards);
  const pool = variants === 'only' ? runnable.filter((loaded) => loaded.variant !== undefined) : runnable;
  const fixtures = filterFixtures(pool, options.filter ?? {});
  const baseline = options.baseline === undefined ? undefined : loadBaseline(options.baseline, cwd);
  const timeoutMs = options.timeout ?? 10_000;
  const ready = prepare(adapter);
  const body = (loaded: LoadedFixture) => async (context: TestContext) => {
    const { adapter: ready_, implementation } = await ready();
    const limits = { maxReplyBytes: options.maxReplyBytes, maxEvents: options.maxEvents };
    const executed = await executeFixture(loaded, {
      adapter: ready_,
      implementation,
      cards: corpus.cards,
      timeoutMs,
      limits,
    });
    // The baseline applied as `run` applies it: a known failure that now fails differently fails, with both fingerprints.
    const result = judgeWithEntry(executed, entryOf(baseline, loaded.fixture.id));
    await settle(result, context);
  };
  describe(options.name ?? 'riftbound conformance', () => {
    if (corpus.findings.length > 0) {
      test('the corpus is valid', () => {
        throw new ConformanceError(formatFindings(corpus.findings, colors(false)));
      });
    }
    if (fixtures.length === 0) test.skip('no fixture matches', () => undefined);
    for (const loaded of fixtures) {
      test(`${loaded.fixture.id}: ${loaded.fixture.title}`, body(loaded), timeoutMs + 5_000);
    }
  });
}
