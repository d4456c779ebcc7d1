import type { Command } from 'commander';
import { colors } from '../../format/colors.js';
import { formatFindings } from '../../format/finding.js';
import { loadCorpus } from '../../load/corpus.js';
import { toDiagnostic } from '../../report/build.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { corpusOptions, corpusSource, type CorpusOptions } from '../options.js';
import { checkCorpusPaths } from '../preflight.js';

function validate(options: CorpusOptions, { io, cwd }: CommandContext): number {
  checkCorpusPaths(options, cwd);
  const corpus = loadCorpus(corpusSource(options, cwd));
  const files = new Set(corpus.findings.map((finding) => finding.file));
  if (options.json === true) {
    const findings = corpus.findings.map((finding) => ({
      file: finding.file,
      ...(finding.line === undefined ? {} : { line: finding.line, column: finding.column }),
      ...toDiagnostic(finding),
    }));
    io.out(
      `${JSON.stringify({ ok: findings.length === 0, fixtures: corpus.fileCount, valid: corpus.fixtures.length, catalogue: corpus.cataloguePath, findings }, null, 2)}\n`,
    );
  } else {
    const c = colors(io.color);
    if (corpus.findings.length > 0) io.out(`${formatFindings(corpus.findings, c)}\n\n`);
    const verdict =
      corpus.findings.length === 0
        ? c.green('valid')
        : c.red(`${corpus.findings.length} findings in ${files.size} files`);
    io.out(
      `${corpus.fileCount} fixtures, ${corpus.fixtures.length} valid; catalogue ${corpus.cataloguePath}: ${verdict}\n`,
    );
  }
  return corpus.findings.length === 0 ? EXIT.ok : EXIT.usage;
}

/** `validate`: every fixture error of the corpus at once; exit 2 when there is any. */
export const validateCommand: CommandModule = {
  name: 'validate',
  register(program: Command, context) {
    corpusOptions(
      program.command('validate').description('check every fixture and the catalogue: schema, then the semantic lint'),
    ).action((options: CorpusOptions) => {
      context.exit(validate(options, context));
    });
  },
};
