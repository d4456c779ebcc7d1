import type { Implementation } from '../../schemas/types/generated.js';
import { describeAdapter } from '../adapters/describe.js';
import { loadAdapter } from '../adapters/registry.js';
import type { Adapter } from '../adapters/types.js';
import { colors } from '../format/colors.js';
import { formatFindings } from '../format/finding.js';
import type { InputLimits } from '../load/limits.js';
import { loadCorpus, type Corpus } from '../load/corpus.js';
import { renderInvalidFiles } from '../messages/index.js';
import type { CommandContext } from './context.js';
import { checkCorpusPaths } from './preflight.js';
import { ProcessAdapter } from '../protocol/process-adapter.js';
import {
  corpusSource,
  nonNegativeInteger,
  positiveInteger,
  replyLimits,
  type AdapterOptions,
  type CorpusOptions,
} from './options.js';

/** Loads the corpus and, when it has findings, prints them on stderr (a run's stdout stays machine-readable). */
export function loadCorpusReporting(options: CorpusOptions, context: CommandContext): Corpus {
  checkCorpusPaths(options, context.cwd);
  const corpus = loadCorpus(corpusSource(options, context.cwd));
  if (corpus.findings.length > 0 && options.json !== true) {
    context.io.err(`${formatFindings(corpus.findings, colors(context.io.color))}\n\n`);
    context.io.err(`${renderInvalidFiles(corpus.findings)}\n`);
  }
  return corpus;
}

/** An adapter with what it says it is, the time limit the runner gives each fixture, and how to let it go. */
export interface PreparedAdapter {
  readonly adapter: Adapter;
  readonly implementation: Implementation;
  readonly timeoutMs: number;
  /** The bounds on its replies (--max-reply-bytes, --max-events). */
  readonly limits: InputLimits;
  readonly close: () => Promise<void>;
}

/** Loads an adapter (by name, module path or --adapter-command) and asks it to describe itself. */
export async function prepareAdapter(options: AdapterOptions, cwd: string): Promise<PreparedAdapter> {
  const timeoutMs = positiveInteger('--timeout', options.timeout);
  const limits = replyLimits(options);
  if (options.adapterCommand === undefined) {
    const adapter = await loadAdapter(options.adapter, cwd);
    const implementation = await describeAdapter(adapter);
    return { adapter, implementation, timeoutMs, limits, close: () => Promise.resolve() };
  }
  const maxRestarts = nonNegativeInteger('--max-restarts', options.maxRestarts);
  const { maxReplyBytes: maxLineBytes, maxEvents } = limits;
  const command = options.adapterCommand;
  const adapter = new ProcessAdapter({ command, cwd, timeoutMs, maxRestarts, maxLineBytes, maxEvents });
  try {
    const implementation = await describeAdapter(adapter);
    return { adapter, implementation, timeoutMs, limits, close: () => adapter.close() };
  } catch (error) {
    await adapter.close();
    throw error;
  }
}

/** Quotes an argument for a POSIX shell when it needs it. */
function shellQuote(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replaceAll("'", `'\\''`)}'`;
}

/** The command line that reruns this invocation. */
export function rerunCommand(argv: readonly string[]): string {
  return ['riftbound-conformance', ...argv].map(shellQuote).join(' ');
}
