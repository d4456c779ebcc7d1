import { Option, type Command } from 'commander';
import type { FixtureFilter } from '../filters/filter.js';
import type { CorpusSource } from '../load/files.js';
import { DEFAULT_LIMITS, inputLimits, type InputLimits } from '../load/limits.js';
import { UsageError } from '../messages/usage-error.js';

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Options of every command that reads the corpus. */
export interface CorpusOptions {
  readonly fixtures?: string;
  readonly cards?: string;
  readonly maxFixtureBytes?: string;
  readonly json?: boolean;
}

/** Options of every command that selects fixtures. */
export interface FilterOptions {
  readonly rule?: string[];
  readonly chapter?: string[];
  readonly id?: string[];
  readonly requires?: string[];
}

/** Adds --fixtures, --cards and --json. */
export function corpusOptions(command: Command): Command {
  return command
    .option(
      '--fixtures <dir-or-glob>',
      'fixture folder or glob (default: the package corpus, fixtures/**/*.json without fixtures/cards/)',
    )
    .option('--cards <file>', 'card catalogue (default: <fixtures>/cards/catalogue.json)')
    .option(
      '--max-fixture-bytes <n>',
      `largest fixture file read; a larger one is a fixture error (default ${DEFAULT_LIMITS.maxFixtureBytes})`,
    )
    .option('--json', 'machine-readable output on stdout');
}

/** Adds the fixture filters; each may be repeated (alternatives), different filters combine. */
export function filterOptions(command: Command): Command {
  return command
    .option('--rule <id-or-prefix>', 'fixtures exercising a rule ID or prefix (cost, cost.order); repeatable', collect)
    .option('--chapter <name>', 'fixtures of a chapter; repeatable', collect)
    .option('--id <glob>', 'fixtures whose ID matches a glob (cost-*); repeatable', collect)
    .option('--requires <capability>', 'fixtures requiring a capability; repeatable', collect);
}

/** Options of every command that runs an adapter. */
export interface AdapterOptions {
  readonly adapter: string;
  readonly adapterCommand?: string;
  readonly timeout: string;
  readonly maxRestarts: string;
  readonly maxReplyBytes?: string;
  readonly maxEvents?: string;
}

/** Adds --adapter, --adapter-command, --timeout and --max-restarts. */
export function adapterOptions(command: Command): Command {
  return command
    .option('--adapter <name-or-path>', 'a registered adapter name or a module path (./my-adapter.js)', 'reference')
    .addOption(
      new Option(
        '--adapter-command <command>',
        'an engine in any language: a command (run through the shell) speaking protocol v1 on stdin and stdout',
      ).conflicts('adapter'),
    )
    .addOption(new Option('--timeout <ms>', 'per-fixture time limit in milliseconds').default('10000'))
    .addOption(
      new Option(
        '--max-restarts <n>',
        'how many times a crashed --adapter-command is restarted before the rest are crashes',
      ).default('3'),
    )
    .option(
      '--max-reply-bytes <n>',
      `largest adapter reply read (a stdio line, or the JSON of an in-process return); larger is an error for the fixture (default ${DEFAULT_LIMITS.maxReplyBytes})`,
    )
    .option(
      '--max-events <n>',
      `most events one step of a reply may hold; more is an error for the fixture (default ${DEFAULT_LIMITS.maxEvents})`,
    );
}

/** The corpus source of parsed options. */
export function corpusSource(options: CorpusOptions, cwd: string): CorpusSource {
  const { fixtures, cards, maxFixtureBytes } = options;
  const limit =
    maxFixtureBytes === undefined ? {} : { maxFixtureBytes: positiveInteger('--max-fixture-bytes', maxFixtureBytes) };
  return { fixtures, cards, cwd, ...limit };
}

/** The reply limits of parsed options (--max-reply-bytes, --max-events); the defaults for those not given. */
export function replyLimits(options: AdapterOptions): InputLimits {
  const read = (option: string, value: string | undefined): number | undefined =>
    value === undefined ? undefined : positiveInteger(option, value);
  return inputLimits({
    maxReplyBytes: read('--max-reply-bytes', options.maxReplyBytes),
    maxEvents: read('--max-events', options.maxEvents),
  });
}

/** The fixture filter of parsed options. */
export function fixtureFilter(options: FilterOptions): FixtureFilter {
  return { rule: options.rule, chapter: options.chapter, id: options.id, requires: options.requires };
}

/** A positive whole number from an option, or a usage error. */
export function positiveInteger(option: string, value: string, min = 1): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min)
    throw new UsageError('usage/invalid-number', { option, value, min });
  return parsed;
}

/** A whole number of zero or more from an option, or a usage error. */
export function nonNegativeInteger(option: string, value: string): number {
  return positiveInteger(option, value, 0);
}

/** A --min-pass value: a whole number, or a share of 0% to 100% (decimals allowed); returned as given. */
export function readMinPass(value: string, option = '--min-pass'): string {
  const share = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (share ? Number(share[1]) > 100 : !/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new UsageError('usage/invalid-min-pass', { option, value });
  return value;
}
