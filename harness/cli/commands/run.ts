import type { Command } from 'commander';
import { join } from 'node:path';
import type { Baseline } from '../../../schemas/types/generated.js';
import { loadBaseline } from '../../baseline/load.js';
import { staleEntries, statusOnlyEntries } from '../../baseline/apply.js';
import { filterFixtures } from '../../filters/filter.js';
import { terminalLine } from '../../format/escape-terminal.js';
import {
  renderInterrupting,
  renderInterruptedEarly,
  renderJobsIgnored,
  renderLateFault,
} from '../../messages/index.js';
import { renderStatusOnlyBaseline } from '../../messages/baseline.js';
import { killAdapterProcesses } from '../../protocol/child.js';
import { ExitGuard, processFaultError } from '../../run/exit-guard.js';
import { RunInterrupt } from '../../run/interrupt.js';
import { EXIT } from '../context.js';
import type { Corpus, LoadedFixture } from '../../load/corpus.js';
import { buildReport, exitCodeOf, signalExitCode } from '../../report/build.js';
import { createReporters, DEFAULT_REPORTERS, REPORTER_NAMES } from '../../report/registry.js';
import { parseShard, selectShard, type Shard } from '../../shard/select.js';
import { UsageError } from '../../messages/usage-error.js';
import { withVariants } from '../../variants/index.js';
import type { CommandContext, CommandModule } from '../context.js';
import {
  adapterOptions,
  corpusOptions,
  filterOptions,
  fixtureFilter,
  positiveInteger,
  readMinPass,
  type AdapterOptions,
  type CorpusOptions,
  type FilterOptions,
} from '../options.js';
import { finishRun, type RunEnding } from '../finish-run.js';
import { checkAdapterPath, checkOutFolder, checkOutOutsideFixtures } from '../preflight.js';
import { openReportSet } from '../report-folder.js';
import { runWith } from '../run-session.js';
import { loadCorpusReporting, prepareAdapter, rerunCommand } from '../session.js';

/** The options of `run`. */
interface RunCommandOptions extends CorpusOptions, FilterOptions, AdapterOptions {
  readonly jobs: string;
  readonly out: string;
  readonly reporter?: string[];
  readonly baseline?: string;
  readonly shard?: string;
  readonly minPass?: string;
  readonly variants?: boolean;
}

/**
 * The fixtures a run covers: the filters, then the shard, with how many the filters selected. An empty shard is a
 * valid (empty) run, and so is a corpus whose every file is invalid: its reports say so.
 */
function selectFixtures(
  corpus: Corpus,
  runnable: readonly LoadedFixture[],
  options: RunCommandOptions,
  shard: Shard | undefined,
): { readonly fixtures: LoadedFixture[]; readonly of: number } {
  const filtered = filterFixtures(runnable, fixtureFilter(options));
  if (filtered.length === 0 && corpus.findings.length === 0)
    throw new UsageError('usage/no-fixtures', { where: options.fixtures ?? 'the package corpus' });
  const fixtures = shard === undefined ? filtered : selectShard(filtered, shard, (loaded) => loaded.fixture.id);
  return { fixtures, of: filtered.length };
}

function readShard(value: string | undefined): Shard | undefined {
  if (value === undefined) return undefined;
  const parsed = parseShard(value);
  if (!parsed.ok) throw new UsageError('usage/invalid-shard', { value });
  return parsed.shard;
}

/** Where a run is: an interruption after the last fixture leaves the reports whole. */
interface RunPhase {
  fixturesDone: boolean;
}

/** Says once, on stderr, when baseline entries match on status only, and the command that records fingerprints. */
function noteStatusOnly(baseline: Baseline | undefined, options: RunCommandOptions, io: CommandContext['io']): void {
  const count = baseline === undefined ? 0 : statusOnlyEntries(baseline).length;
  if (count === 0 || options.baseline === undefined) return;
  const report = join(options.out, 'report.json');
  io.err(`${renderStatusOnlyBaseline(count, terminalLine(options.baseline), terminalLine(report))}\n`);
}

async function run(options: RunCommandOptions, context: CommandContext): Promise<number> {
  const phase: RunPhase = { fixturesDone: false };
  checkOutFolder('--out', options.out, context.cwd);
  checkOutOutsideFixtures(options.out, options.fixtures, context.cwd);
  checkAdapterPath(options.adapterCommand === undefined ? options.adapter : undefined, context.cwd);
  const interrupt = new RunInterrupt((cause) => {
    context.io.err(`\n${renderInterrupting(cause, phase.fixturesDone)}\n`);
  });
  // In process, the adapter shares this process: its exits and uncaught errors are caught from its import on.
  const guard =
    options.adapterCommand === undefined
      ? new ExitGuard((fault) => {
          interrupt.interrupt({ by: 'adapter', message: processFaultError(fault).message });
        })
      : undefined;
  const stopListening = interrupt.listen();
  guard?.arm();
  try {
    return await runGuarded(options, context, { interrupt, phase, ...(guard === undefined ? {} : { guard }) });
  } catch (error) {
    const by = interrupt.reason?.by;
    const code = by === undefined ? undefined : signalExitCode(by);
    if (code === undefined) throw error;
    await killAdapterProcesses();
    context.io.err(`${renderInterruptedEarly(by ?? '')}\n`);
    return code;
  } finally {
    guard?.disarm();
    stopListening();
  }
}

async function runGuarded(
  options: RunCommandOptions,
  context: CommandContext,
  stops: { readonly interrupt: RunInterrupt; readonly phase: RunPhase; readonly guard?: ExitGuard },
): Promise<number> {
  const { io, cwd } = context;
  const names = options.json === true ? ['json'] : (options.reporter ?? DEFAULT_REPORTERS);
  const files = openReportSet(options.out, names, io, cwd);
  const jobs = positiveInteger('--jobs', options.jobs);
  const shard = readShard(options.shard);
  const baseline = options.baseline === undefined ? undefined : loadBaseline(options.baseline, cwd);
  noteStatusOnly(baseline, options, io);
  const minPass = options.minPass === undefined ? undefined : readMinPass(options.minPass);
  const corpus = loadCorpusReporting(options, context);
  // The variants of every fixture follow it (harness/variants/); filters and shards then treat them as fixtures.
  const runnable = options.variants === true ? withVariants(corpus.fixtures, corpus.cards) : corpus.fixtures;
  const { fixtures: selected, of } = selectFixtures(corpus, runnable, options, shard);
  const prepared = await prepareAdapter(options, cwd);
  if (jobs > 1 && prepared.implementation.parallelSafe !== true)
    io.err(`${renderJobsIgnored(jobs, terminalLine(prepared.implementation.name))}\n`);
  const reporters = await createReporters(names, { io, outDir: options.out, cwd, files });
  const startedAt = new Date();
  const { results, interrupted } = await runWith(selected, corpus, prepared, reporters, {
    jobs,
    interrupt: stops.interrupt,
    ...(baseline === undefined ? {} : { baseline }),
    ...(stops.guard === undefined ? {} : { guard: stops.guard }),
  });
  stops.phase.fixturesDone = true;
  const corpusIds = new Set(runnable.map((loaded) => loaded.fixture.id));
  const report = buildReport({
    corpus,
    implementation: prepared.implementation,
    results,
    startedAt,
    finishedAt: new Date(),
    command: rerunCommand(context.argv),
    ...(options.baseline === undefined || baseline === undefined
      ? {}
      : { baseline: options.baseline, staleBaselineEntries: staleEntries(baseline, corpusIds) }),
    ...(shard === undefined ? {} : { shard: { ...shard, of } }),
    fixtureErrors: corpus.findings,
    ...(minPass === undefined ? {} : { minPass }),
    ...(interrupted === undefined ? {} : { interrupted: { ...interrupted, selected: selected.length } }),
  });
  return finishGuarded({ report, results, reporters, files, out: options.out, io }, stops);
}

/**
 * Writes the reports and gives the exit code: 128 + the signal of an interruption; at least 1 when an in-process
 * adapter's fault came after the report was made (it is said on the console, as the reports cannot show it).
 */
async function finishGuarded(
  ending: RunEnding,
  stops: { readonly interrupt: RunInterrupt; readonly guard?: ExitGuard },
): Promise<number> {
  const faultsKnown = stops.guard?.all().length ?? 0;
  const written = await finishRun(ending);
  const code = written ? exitCodeOf(ending.report.summary) : EXIT.usage;
  const late = stops.guard?.all().slice(faultsKnown) ?? [];
  for (const fault of late) ending.io.err(`${renderLateFault(processFaultError(fault).message)}\n`);
  const by = stops.interrupt.reason?.by;
  const signalled = by === undefined ? undefined : signalExitCode(by);
  return signalled ?? (late.length > 0 ? Math.max(code, EXIT.failures) : code);
}

/** `run`: the corpus against an adapter; writes reports/report.json and the other reports. */
export const runCommand: CommandModule = {
  name: 'run',
  register(program: Command, context) {
    const command = program.command('run').description('run the corpus against an adapter and write the reports');
    filterOptions(adapterOptions(corpusOptions(command)))
      .option('--jobs <n>', 'fixtures run at once, for adapters that say they are parallelSafe', '1')
      .option('--out <dir>', 'where the reports are written', 'reports')
      .option(
        '--reporter <name>',
        `reporter (${REPORTER_NAMES.join(', ')}); repeatable (default: ${DEFAULT_REPORTERS.join(', ')}; report.json is always written)`,
        (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
      )
      .option(
        '--baseline <file>',
        'known failures (schemas/baseline.schema.json): listed fixtures that fail as listed are expected-fail',
      )
      .option('--variants', 'also run the metamorphic variants of every fixture (harness/variants/)')
      .option(
        '--shard <i/n>',
        'run only shard i of n (by a hash of the fixture ID); merge the reports with `report merge`',
      )
      .option(
        '--min-pass <n>',
        'fail the run (exit 1) when fewer fixtures pass: a count (150) or a share of the fixtures run (80%)',
      )
      .action(async (options: RunCommandOptions) => {
        context.exit(await run(options, context));
      });
  },
};
