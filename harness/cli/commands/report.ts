import type { Command } from 'commander';
import { exitCodeOf, verdictLine } from '../../report/build.js';
import { createReporters, FILE_REPORTERS } from '../../report/reporter.js';
import { ReportSet } from '../../report/report-set.js';
import { writeReportSet } from '../../report/write.js';
import { mergeReports } from '../../shard/merge.js';
import { loadReport } from '../../shard/read-report.js';
import { UsageError } from '../../usage-error.js';
import type { CommandContext, CommandModule } from '../context.js';

interface MergeOptions {
  readonly out: string;
  readonly reporter?: string[];
}

async function merge(files: readonly string[], options: MergeOptions, context: CommandContext): Promise<number> {
  const { io, cwd } = context;
  const names = options.reporter ?? FILE_REPORTERS;
  const unknown = names.find((name) => !FILE_REPORTERS.includes(name));
  if (unknown !== undefined) throw new UsageError('usage/unknown-reporter', { name: unknown, valid: FILE_REPORTERS });
  const merged = mergeReports(files.map((file) => ({ file, report: loadReport(file, cwd) })));
  if (!merged.ok) throw new UsageError(merged.refusal.code, merged.refusal.data);
  const { report } = merged;
  const set = new ReportSet(options.out, cwd);
  const reporters = await createReporters(names, { io, outDir: options.out, cwd, files: set });
  const reportPath = await writeReportSet(report, [], reporters, set);
  io.out(
    `Merged ${files.length} reports: ${report.summary.total} fixtures, ${verdictLine(report.summary)}. Report: ${reportPath}\n`,
  );
  return exitCodeOf(report.summary);
}

/** `report merge <files...>`: the reports of a run's shards merged into the reports of one run. */
export const reportCommand: CommandModule = {
  name: 'report',
  register(program: Command, context) {
    const report = program.command('report').description('work with report files');
    report
      .command('merge')
      .argument('<files...>', 'the report.json of each shard')
      .description('merge the reports of the shards of one run (--shard i/n) into the reports of the whole run')
      .option('--out <dir>', 'where the merged reports are written', 'reports')
      .option(
        '--reporter <name>',
        `file reporter (${FILE_REPORTERS.join(', ')}); repeatable (default: all)`,
        (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
      )
      .action(async (files: string[], options: MergeOptions) => {
        context.exit(await merge(files, options, context));
      });
  },
};
