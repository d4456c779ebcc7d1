import type { Implementation } from '../../schemas/types/generated.js';
import { describeAdapter } from '../adapters/describe.js';
import { loadAdapter } from '../adapters/registry.js';
import type { Adapter } from '../adapters/types.js';
import { colors } from '../format/colors.js';
import { formatFindings } from '../format/finding.js';
import { loadCorpus, type Corpus } from '../load/corpus.js';
import type { CommandContext } from './context.js';
import { corpusSource, type CorpusOptions } from './options.js';

/** Loads the corpus and, when it has findings, prints them on stderr (a run's stdout stays machine-readable). */
export function loadCorpusReporting(options: CorpusOptions, context: CommandContext): Corpus {
  const corpus = loadCorpus(corpusSource(options, context.cwd));
  if (corpus.findings.length > 0 && options.json !== true) {
    context.io.err(`${formatFindings(corpus.findings, colors(context.io.color))}\n\n`);
    context.io.err(
      `${corpus.findings.length} fixture errors: these files are not run. Run \`riftbound-conformance validate\` for the list.\n`,
    );
  }
  return corpus;
}

/** An adapter with what it says it is. */
export interface PreparedAdapter {
  readonly adapter: Adapter;
  readonly implementation: Implementation;
}

/** Loads an adapter by name or path and asks it to describe itself. */
export async function prepareAdapter(nameOrPath: string, cwd: string): Promise<PreparedAdapter> {
  const adapter = await loadAdapter(nameOrPath, cwd);
  return { adapter, implementation: await describeAdapter(adapter) };
}

/** Quotes an argument for a POSIX shell when it needs it. */
function shellQuote(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replaceAll("'", `'\\''`)}'`;
}

/** The command line that reruns this invocation. */
export function rerunCommand(argv: readonly string[]): string {
  return ['riftbound-conformance', ...argv].map(shellQuote).join(' ');
}
