import type { Command } from 'commander';
import { colors } from '../../format/colors.js';
import { chapterCoverage } from '../../coverage/chapters.js';
import { computeCoverage } from '../../coverage/compute.js';
import { projectCoreRulesCoverage } from '../../coverage/core-rules-scope.js';
import { renderCoreRulesTable } from '../../coverage/core-rules-table.js';
import { corpusGrid } from '../../coverage/corpus-grid.js';
import { renderGridTable } from '../../coverage/grid-table.js';
import { renderCoverageTable } from '../../coverage/table.js';
import { rulesIndex } from '../../load/rules-index.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { corpusOptions, type CorpusOptions } from '../options.js';
import { loadCorpusReporting } from '../session.js';

/** The version of the `coverage --json` output; a change that removes or renames a field is a new version. */
export const COVERAGE_JSON_VERSION = 1;

function coverage(options: CorpusOptions, context: CommandContext): number {
  const corpus = loadCorpusReporting(options, context);
  const index = rulesIndex();
  const chapters = index.chapters.map((chapter) => chapter.id);
  const report = computeCoverage(
    corpus.fixtures.map((loaded) => loaded.fixture),
    index.rules.map((rule) => ({ id: rule.id, chapter: rule.chapter })),
  );
  const grid = corpusGrid(corpus.fixtures, corpus.cards, index);
  const byNumber = projectCoreRulesCoverage(
    corpus.fixtures.map(({ fixture }) => ({ id: fixture.id, coreRules: fixture.source.coreRules })),
  );
  const invalid = corpus.findings.length > 0;
  if (options.json === true) {
    const output = {
      version: COVERAGE_JSON_VERSION,
      rulesVersion: index.rulesVersion,
      corpus: {
        files: corpus.fileCount,
        valid: corpus.fixtures.length,
        findings: corpus.findings.length,
        hash: corpus.hash,
      },
      summary: report.summary,
      chapters: chapterCoverage(report, chapters),
      rules: report.rules,
      dimensions: grid,
      coreRules: byNumber,
    };
    context.io.out(`${JSON.stringify(output, null, 2)}\n`);
  } else {
    const c = colors(context.io.color);
    const tables = [
      renderCoverageTable(report, chapters, c),
      renderGridTable(grid, c),
      renderCoreRulesTable(byNumber, c),
    ];
    context.io.out(`${tables.join('\n\n')}\n`);
  }
  if (invalid) return EXIT.usage;
  const complete = report.summary.complete && grid.summary.complete && byNumber.summary.complete;
  return complete ? EXIT.ok : EXIT.failures;
}

/**
 * `coverage`: per rule ID of the spec, the fixtures that exercise it and those that contrast it, and per clause and
 * situation dimension value, what covers it, and per Core Rules number in scope, the fixtures citing it; exit 1 when a
 * rule is thin or uncovered, a value is missing, or a Core Rules number is missing or has a stale reason.
 */
export const coverageCommand: CommandModule = {
  name: 'coverage',
  register(program: Command, context) {
    corpusOptions(
      program
        .command('coverage')
        .description(
          'show, for every rule ID of the spec, the fixtures that exercise it and those that contrast it, for every situation dimension of each clause what covers it, and for every Core Rules number of the cost and payment sections whether a fixture cites it (exit 1 when a rule has fewer than 2 fixtures or no contrast, a dimension value has neither a fixture nor a reason, or a Core Rules number in scope has neither a citing fixture nor a reason, or a stale reason)',
        ),
    ).action((options: CorpusOptions) => {
      context.exit(coverage(options, context));
    });
  },
};
