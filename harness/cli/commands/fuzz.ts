import { InvalidArgumentError, type Command } from 'commander';
import { randomInt } from 'node:crypto';
import { isAbsolute, relative, resolve } from 'node:path';
import { loadAdapter } from '../../adapters/registry.js';
import { inFile } from '../../messages/findings.js';
import { colors } from '../../format/colors.js';
import { formatFindings } from '../../format/finding.js';
import { chapterOf } from '../../lint/identity.js';
import { loadCatalogue, type CatalogueCard } from '../../load/catalogue.js';
import { displayPath } from '../../load/files.js';
import { packagePath, packageRoot } from '../../load/paths.js';
import type { FuzzFailure, FuzzProgress, FuzzResult } from '../../fuzz/fuzz.js';
import { fixtureFindings, writeReviewFixture } from '../../fuzz/fixture/write.js';
import { divergenceText, noDivergenceText, progressLine, rerunText, type WrittenFixture } from '../../fuzz/render.js';
import type { Io } from '../../format/io.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { adapterOptions, positiveInteger, type AdapterOptions } from '../options.js';
import { interruptible, type Stoppable } from '../interruptible.js';
import { prepareAdapter, rerunCommand } from '../session.js';

/** The options of `fuzz`. */
interface FuzzCommandOptions extends AdapterOptions {
  readonly runs: string;
  readonly seed?: string;
  readonly path?: string;
  readonly out: string;
  readonly cards?: string;
  readonly json?: boolean;
}

function replayPath(value: string): string {
  if (!/^\d+(:\d+)*$/.test(value)) throw new InvalidArgumentError('a replay path is numbers joined by colons (3:0:1).');
  return value;
}

/** The arguments of this invocation with --seed and --path set to replay a run (or, without a path, to repeat it). */
export function replayArgv(argv: readonly string[], seed: number, path: string | undefined): string[] {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i] ?? '';
    if (argument === '--seed' || argument === '--path') i += 1;
    else if (!argument.startsWith('--seed=') && !argument.startsWith('--path=')) kept.push(argument);
  }
  return [...kept, '--seed', String(seed), ...(path === undefined ? [] : ['--path', path])];
}

/** Whether `path` is `folder` or inside it. */
function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return !rel.startsWith('..') && !isAbsolute(rel);
}

/** Progress on stderr: one updated line on a terminal, a line per tenth of the runs otherwise. */
function progressReporter(io: Io, seed: number): { update: (progress: FuzzProgress) => void; end: () => void } {
  let shown = -1;
  let shrinking = false;
  return {
    update(progress) {
      if (io.isTTY) {
        io.err(`\r${progressLine(progress, seed)}\u001b[K`);
        return;
      }
      const tenth = Math.floor((progress.tried * 10) / Math.max(1, progress.runs));
      if (progress.phase === 'search' && tenth > shown) {
        shown = tenth;
        io.err(`${progressLine(progress, seed)}\n`);
      } else if (progress.phase === 'shrink' && !shrinking) {
        shrinking = true;
        io.err(`${progressLine(progress, seed)}\n`);
      }
    },
    end() {
      if (io.isTTY) io.err('\n');
    },
  };
}

function catalogueOf(
  options: FuzzCommandOptions,
  context: CommandContext,
): ReadonlyMap<string, CatalogueCard> | undefined {
  const path =
    options.cards === undefined
      ? packagePath('fixtures', 'cards', 'catalogue.json')
      : resolve(context.cwd, options.cards);
  const shownAs = displayPath(path, context.cwd);
  const loaded = loadCatalogue(path, shownAs);
  if (loaded.cards && loaded.findings.length === 0) return loaded.cards;
  context.io.err(`${formatFindings(inFile(shownAs, loaded.findings), colors(context.io.color))}\n`);
  return undefined;
}

async function writeFailure(
  failure: FuzzFailure,
  options: FuzzCommandOptions,
  context: CommandContext,
  cards: ReadonlyMap<string, CatalogueCard>,
): Promise<WrittenFixture | undefined> {
  const { fixture } = failure;
  if (!fixture) return undefined;
  const written = await writeReviewFixture(fixture, options.out, context.cwd);
  const file = displayPath(written, context.cwd);
  return {
    file,
    id: fixture.id,
    chapter: chapterOf(fixture.id),
    inPackage: isInside(context.cwd, packageRoot),
    findings: inFile(file, fixtureFindings(fixture, cards)),
  };
}

function jsonOutput(result: FuzzResult, written: WrittenFixture | undefined, rerun: string): object {
  const failure = result.failure;
  return {
    seed: result.seed,
    tried: result.tried,
    divergence: failure ? failure.divergence : null,
    shrinks: failure ? failure.shrinks : null,
    path: failure ? failure.path : null,
    summary: failure ? failure.generated.summary : null,
    fixture: written ? { file: written.file, id: written.id, findings: written.findings } : null,
    rerun,
  };
}

/** Where a fuzz run is, for a signal that stops it: its seed once drawn, and the last progress. */
interface FuzzState {
  seed?: number;
  progress?: FuzzProgress;
}

async function run(options: FuzzCommandOptions, context: CommandContext, state: FuzzState): Promise<number> {
  const { io, cwd } = context;
  const runs = positiveInteger('--runs', options.runs);
  const seed = options.seed === undefined ? randomInt(1, 2 ** 31 - 1) : positiveInteger('--seed', options.seed);
  state.seed = seed;
  const cards = catalogueOf(options, context);
  if (!cards) return EXIT.usage;
  const prepared = await prepareAdapter(options, cwd);
  const progress = progressReporter(io, seed);
  try {
    const reference = await loadAdapter('reference', cwd);
    const pair = {
      adapter: prepared.adapter,
      implementation: prepared.implementation,
      reference,
      timeoutMs: prepared.timeoutMs,
    };
    // Loaded here, not at startup: only this command needs the generators (fast-check).
    const { fuzz } = await import('../../fuzz/fuzz.js');
    const onProgress = (now: FuzzProgress): void => {
      state.progress = now;
      progress.update(now);
    };
    const result = await fuzz({ pair, cards, runs, seed, path: options.path, onProgress });
    progress.end();
    const written = result.failure ? await writeFailure(result.failure, options, context, cards) : undefined;
    const rerun = rerunCommand(replayArgv(context.argv, seed, result.failure?.path));
    if (options.json === true) io.out(`${JSON.stringify(jsonOutput(result, written, rerun), null, 2)}\n`);
    else if (result.failure) io.out(divergenceText(result.failure, written, colors(io.color)) + rerunText(rerun));
    else io.out(noDivergenceText(result.tried, seed, prepared.implementation) + rerunText(rerun));
    return result.failure ? EXIT.failures : EXIT.ok;
  } finally {
    await prepared.close();
  }
}

/** What fuzz says when a signal stops it: how far it got, and the command that repeats the same scenarios. */
function stoppable(state: FuzzState, context: CommandContext): Stoppable {
  return {
    command: 'fuzz',
    progress: () => {
      const { progress, seed } = state;
      if (progress === undefined || seed === undefined) return undefined;
      return `${progressLine(progress, seed).replace(/^fuzz: /, 'at ')}; no fixture was written`;
    },
    next: () =>
      state.seed === undefined
        ? undefined
        : `Repeat the same scenarios: ${rerunCommand(replayArgv(context.argv, state.seed, undefined))}`,
  };
}

/** `fuzz`: generated scenarios through an adapter and the reference engine; a divergence is shrunk and written as a fixture. */
export const fuzzCommand: CommandModule = {
  name: 'fuzz',
  register(program: Command, context) {
    const command = program
      .command('fuzz')
      .description(
        'compare an adapter with the reference engine on generated scenarios; shrink a divergence to a fixture',
      );
    adapterOptions(command)
      .option('--runs <n>', 'how many scenarios to generate', '100')
      .option('--seed <n>', 'the seed that makes the run repeatable (default: a random one, printed)')
      .option('--path <path>', 'replay the counterexample a previous run printed (with its --seed)', replayPath)
      .option('--out <dir>', 'where a fixture for review is written', 'reports/fuzz')
      .option('--cards <file>', 'card catalogue (default: the package fixtures/cards/catalogue.json)')
      .option('--json', 'machine-readable output on stdout')
      .action(async (options: FuzzCommandOptions) => {
        const state: FuzzState = {};
        context.exit(await interruptible(context, stoppable(state, context), () => run(options, context, state)));
      });
  },
};
