import type { Command } from 'commander';
import { filterFixtures } from '../../filters/filter.js';
import { buildReport } from '../../report/build.js';
import { createReporters, REPORTER_NAMES } from '../../report/reporter.js';
import { writeReport } from '../../report/write.js';
import { runFixtures } from '../../run/run-fixtures.js';
import { UsageError } from '../../usage-error.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import {
  adapterOptions,
  corpusOptions,
  filterOptions,
  fixtureFilter,
  positiveInteger,
  type CorpusOptions,
  type FilterOptions,
} from '../options.js';
import { loadCorpusReporting, prepareAdapter, rerunCommand } from '../session.js';

/** The options of `run`. */
interface RunCommandOptions extends CorpusOptions, FilterOptions {
  readonly adapter: string;
  readonly timeout: string;
  readonly jobs: string;
  readonly out: string;
  readonly reporter?: string[];
}

async function run(options: RunCommandOptions, context: CommandContext): Promise<number> {
  const { io, cwd } = context;
  const timeoutMs = positiveInteger('--timeout', options.timeout);
  const jobs = positiveInteger('--jobs', options.jobs);
  const corpus = loadCorpusReporting(options, context);
  const selected = filterFixtures(corpus.fixtures, fixtureFilter(options));
  if (selected.length === 0) {
    if (corpus.findings.length > 0) return EXIT.usage;
    throw new UsageError('usage/no-fixtures', { where: options.fixtures ?? 'the package corpus' });
  }
  const { adapter, implementation } = await prepareAdapter(options.adapter, cwd);
  const names = options.json === true ? ['json'] : (options.reporter ?? ['console']);
  const reporters = await createReporters(names, { io, outDir: options.out, cwd });
  const startedAt = new Date();
  for (const reporter of reporters) reporter.onRunStart?.({ total: selected.length, implementation });
  const results = await runFixtures(
    selected,
    { adapter, implementation, cards: corpus.cards, timeoutMs },
    {
      jobs,
      onResult: (result) => {
        for (const reporter of reporters) reporter.onFixtureResult?.(result);
      },
    },
  );
  const report = buildReport({
    corpus,
    implementation,
    results,
    startedAt,
    finishedAt: new Date(),
    command: rerunCommand(context.argv),
  });
  const reportPath = await writeReport(report, options.out, cwd);
  for (const reporter of reporters) await reporter.onRunEnd?.({ report, results, reportPath });
  if (corpus.findings.length > 0) return EXIT.usage;
  return report.summary.ok ? EXIT.ok : EXIT.failures;
}

/** `run`: the corpus against an adapter; writes reports/report.json. */
export const runCommand: CommandModule = {
  name: 'run',
  register(program: Command, context) {
    const command = program.command('run').description('run the corpus against an adapter and write the JSON report');
    filterOptions(adapterOptions(corpusOptions(command)))
      .option('--jobs <n>', 'fixtures run at once, for adapters that say they are parallelSafe', '1')
      .option('--out <dir>', 'where the JSON report is written', 'reports')
      .option(
        '--reporter <name>',
        `reporter (${REPORTER_NAMES.join(', ')}); repeatable`,
        (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
      )
      .action(async (options: RunCommandOptions) => {
        context.exit(await run(options, context));
      });
  },
};
