import type { Command } from 'commander';
import { listMutants, listPatchMutants } from '../../adapters/registry.js';
import { filterFixtures } from '../../filters/filter.js';
import { colors } from '../../format/colors.js';
import { measureStrength } from '../../strength/measure.js';
import { strengthProgress } from '../../strength/progress.js';
import { renderStrength } from '../../strength/render.js';
import { buildStrengthReport } from '../../strength/report.js';
import { selectMutants } from '../../strength/select.js';
import type { MutantUnderTest } from '../../strength/types.js';
import { writeStrengthReport } from '../../strength/write.js';
import { UsageError } from '../../messages/usage-error.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import {
  corpusOptions,
  filterOptions,
  fixtureFilter,
  positiveInteger,
  type CorpusOptions,
  type FilterOptions,
} from '../options.js';
import { checkOutFolder } from '../preflight.js';
import { loadCorpusReporting, prepareAdapter, rerunCommand } from '../session.js';

/** The options of `strength`. */
interface StrengthCommandOptions extends CorpusOptions, FilterOptions {
  readonly mutant?: string[];
  readonly mutantRule?: string[];
  readonly timeout: string;
  readonly jobs: string;
  readonly out: string;
  readonly firstKill?: boolean;
  readonly patches?: boolean;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

async function strength(options: StrengthCommandOptions, context: CommandContext): Promise<number> {
  const { io, cwd } = context;
  const c = colors(io.color);
  checkOutFolder('--out', options.out, cwd);
  const jobs = positiveInteger('--jobs', options.jobs);
  const corpus = loadCorpusReporting(options, context);
  const fixtures = filterFixtures(corpus.fixtures, fixtureFilter(options));
  if (fixtures.length === 0) {
    if (corpus.findings.length > 0) return EXIT.usage;
    throw new UsageError('usage/no-fixtures', { where: options.fixtures ?? 'the package corpus' });
  }
  const catalogue: readonly MutantUnderTest[] =
    options.patches === true ? await listPatchMutants() : await listMutants();
  const mutants = selectMutants(catalogue, { id: options.mutant, rule: options.mutantRule });
  const reference = await prepareAdapter({ adapter: 'reference', timeout: options.timeout, maxRestarts: '0' }, cwd);
  const progress = strengthProgress(io, c);
  const startedAt = new Date();
  const firstKill = options.firstKill === true;
  const run = await measureStrength(
    { fixtures, cards: corpus.cards, reference, mutants },
    {
      timeoutMs: reference.timeoutMs,
      jobs,
      firstKill,
      onReference: (results) => {
        progress.start(mutants.length, results.filter((result) => result.status === 'pass').length);
      },
      onMutant: progress.mutantDone,
    },
  );
  progress.stop();
  await reference.close();
  const report = buildStrengthReport({
    run,
    corpus,
    selected: fixtures.length,
    reference: { name: reference.implementation.name, version: reference.implementation.version },
    command: rerunCommand(context.argv),
    startedAt,
    finishedAt: new Date(),
    firstKill,
  });
  const path = await writeStrengthReport(report, options.out, cwd);
  if (options.json === true) io.out(`${JSON.stringify(report, null, 2)}\n`);
  else io.out(renderStrength(report, path, c));
  if (corpus.findings.length > 0 || report.summary.errors > 0) return EXIT.usage;
  return report.summary.ok ? EXIT.ok : EXIT.failures;
}

/** `strength`: the corpus against every mutant engine; the kill matrix; exit 1 when a mutant survives. */
export const strengthCommand: CommandModule = {
  name: 'strength',
  register(program: Command, context) {
    const command = program
      .command('strength')
      .description(
        'run the corpus against every mutant engine (the reference engine with one rule misread) and show which fixtures kill each; exit 1 when a mutant survives',
      );
    filterOptions(corpusOptions(command))
      .option('--mutant <glob>', 'mutants whose ID matches a glob (deflect-*); repeatable', collect)
      .option(
        '--mutant-rule <id-or-prefix>',
        'mutants misreading a rule ID or prefix (flow, cost.order); repeatable',
        collect,
      )
      .option(
        '--first-kill',
        'stop each mutant at its first killing fixture (quicker; the matrix lists one fixture each)',
      )
      .option('--patches', 'measure the patch mutants of mutants/source/ (patch:<id>) instead of the catalogue')
      .option('--timeout <ms>', 'per-fixture time limit in milliseconds', '10000')
      .option('--jobs <n>', 'fixtures and mutants run at once (in process)', '1')
      .option('--out <dir>', 'where strength.json is written', 'reports')
      .action(async (options: StrengthCommandOptions) => {
        context.exit(await strength(options, context));
      });
  },
};
