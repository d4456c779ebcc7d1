import type { Command } from 'commander';
import { filterFixtures } from '../../filters/filter.js';
import { terminalLine } from '../../format/escape-terminal.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { corpusOptions, filterOptions, fixtureFilter, type CorpusOptions, type FilterOptions } from '../options.js';
import { loadCorpusReporting } from '../session.js';

function list(options: CorpusOptions & FilterOptions, context: CommandContext): number {
  const corpus = loadCorpusReporting(options, context);
  const selected = filterFixtures(corpus.fixtures, fixtureFilter(options));
  const rows = selected.map(({ fixture, file, chapter }) => ({
    id: fixture.id,
    title: fixture.title,
    file,
    chapter,
    rules: fixture.rules,
    requires: fixture.requires,
  }));
  if (options.json === true) context.io.out(`${JSON.stringify(rows, null, 2)}\n`);
  else {
    for (const row of rows) {
      context.io.out(
        `${terminalLine(row.id)}\n  ${terminalLine(row.title)}\n  rules: ${row.rules.join(', ')}\n  requires: ${row.requires.length === 0 ? '(nothing)' : row.requires.join(', ')}\n`,
      );
    }
    context.io.out(`${rows.length} of ${corpus.fixtures.length} valid fixtures\n`);
  }
  return corpus.findings.length === 0 ? EXIT.ok : EXIT.usage;
}

/** `list`: the fixtures with their rules and requirements. */
export const listCommand: CommandModule = {
  name: 'list',
  register(program: Command, context) {
    filterOptions(
      corpusOptions(program.command('list').description('list the fixtures with their rules and requirements')),
    ).action((options: CorpusOptions & FilterOptions) => {
      context.exit(list(options, context));
    });
  },
};
