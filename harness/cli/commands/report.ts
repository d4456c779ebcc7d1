import { resolve } from 'node:path';
import type { Command } from 'commander';
import { exitCodeOf, verdictLine } from '../../report/build.js';
import { COMPARE_HTML_FILE, renderCompareHtml } from '../../compare/html.js';
import { COMPARE_MARKDOWN_FILE, renderCompareMarkdown } from '../../compare/markdown.js';
import { compareReports } from '../../compare/matrix.js';
import { fixtureLinker, loadComparedReports } from '../../compare/read.js';
import { rulesIndex } from '../../load/rules-index.js';
import { writeReportFile } from '../../reporters/shared/write-file.js';
import { createReporters, FILE_REPORTERS } from '../../report/registry.js';
import { openReportSet } from '../report-folder.js';
import { writeReportSet } from '../../report/write.js';
import { mergeReports } from '../../shard/merge.js';
import { loadReport } from '../../shard/read-report.js';
import { UsageError } from '../../messages/usage-error.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';

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
  const set = openReportSet(options.out, names, io, cwd);
  const reporters = await createReporters(names, { io, outDir: options.out, cwd, files: set });
  const reportPath = await writeReportSet(report, [], reporters, set);
  io.out(
    `Merged ${files.length} reports: ${report.summary.total} fixtures, ${verdictLine(report.summary)}. Report: ${reportPath}\n`,
  );
  return exitCodeOf(report.summary);
}

interface CompareOptions {
  readonly out?: string;
  readonly json?: boolean;
}

/** `report compare`: the matrix as JSON (--json), or as Markdown on stdout, or compare.md and compare.html in --out. */
async function compare(files: readonly string[], options: CompareOptions, context: CommandContext): Promise<number> {
  const { io, cwd } = context;
  const comparison = compareReports(loadComparedReports(files, cwd), rulesIndex());
  if (options.json === true) io.out(`${JSON.stringify(comparison, null, 2)}\n`);
  if (options.out !== undefined) {
    const target = { io, outDir: options.out, cwd };
    const link = fixtureLinker(cwd, resolve(cwd, options.out));
    const written = [
      await writeReportFile(target, COMPARE_MARKDOWN_FILE, renderCompareMarkdown(comparison, link)),
      await writeReportFile(target, COMPARE_HTML_FILE, renderCompareHtml(comparison, link)),
    ];
    if (options.json !== true) io.out(`Compared ${files.length} reports: ${written.join(', ')}\n`);
  } else if (options.json !== true) io.out(renderCompareMarkdown(comparison, fixtureLinker(cwd, cwd)));
  return EXIT.ok;
}

/** `report merge <files...>`: shard reports merged into one run's; `report compare <files...>`: engines side by side. */
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
    report
      .command('compare')
      .argument('<files...>', "the report.json of each engine's run (merge a run's shards first)")
      .description(
        "compare engines: every rule clause by engine, with pass / fail / not-applicable counts and each failing fixture's first divergence",
      )
      .option('--out <dir>', 'write compare.md and compare.html into this folder (default: Markdown on stdout)')
      .option('--json', 'print the comparison as JSON')
      .action(async (files: string[], options: CompareOptions) => {
        context.exit(await compare(files, options, context));
      });
  },
};
