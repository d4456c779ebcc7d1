import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { loadBaseline } from '../../baseline/load.js';
import { updateBaseline } from '../../baseline/update.js';
import { loadCorpus } from '../../load/corpus.js';
import { loadReport } from '../../shard/read-report.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { corpusOptions, corpusSource, type CorpusOptions } from '../options.js';

interface UpdateOptions extends CorpusOptions {
  readonly baseline: string;
  readonly report: string;
}

async function update(options: UpdateOptions, context: CommandContext): Promise<number> {
  const { io, cwd } = context;
  const report = loadReport(options.report, cwd, '--report');
  const path = resolve(cwd, options.baseline);
  const previous = existsSync(path) ? loadBaseline(options.baseline, cwd) : undefined;
  const corpus = loadCorpus(corpusSource(options, cwd));
  const corpusIds = new Set(corpus.fixtures.map((loaded) => loaded.fixture.id));
  const next = updateBaseline(previous, report.results, corpusIds, report.adapter.name);
  await writeFileAtomic(path, `${JSON.stringify(next, null, 2)}\n`);
  const before = Object.keys(previous?.entries ?? {}).length;
  io.out(
    `Wrote ${options.baseline}: ${Object.keys(next.entries).length} entries (${before} before), from ${options.report}.\n`,
  );
  return EXIT.ok;
}

/** `baseline update`: rewrites a baseline from the report of a run, keeping the reasons of the entries that stay. */
export const baselineCommand: CommandModule = {
  name: 'baseline',
  register(program: Command, context) {
    const baseline = program.command('baseline').description('work with baselines (known failures)');
    const command = baseline
      .command('update')
      .description(
        'write the baseline from a run: keep reasons of entries that stay, add new failures, drop what passes or is gone',
      )
      .requiredOption('--baseline <file>', 'the baseline to write (read first when it exists)')
      .option('--report <file>', 'the report of the run', 'reports/report.json');
    corpusOptions(command).action(async (options: UpdateOptions) => {
      context.exit(await update(options, context));
    });
  },
};
