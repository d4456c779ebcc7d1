import type { Command } from 'commander';
import { doctorFixture, type DoctorResult } from '../../doctor/check.js';
import { filterFixtures } from '../../filters/filter.js';
import { colors } from '../../format/colors.js';
import { terminalLine, terminalText } from '../../format/escape-terminal.js';
import { shortJson } from '../../text/json-text.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import {
  adapterOptions,
  corpusOptions,
  filterOptions,
  fixtureFilter,
  type AdapterOptions,
  type CorpusOptions,
  type FilterOptions,
} from '../options.js';
import { interruptible } from '../interruptible.js';
import { loadCorpusReporting, prepareAdapter } from '../session.js';

interface DoctorOptions extends CorpusOptions, FilterOptions, AdapterOptions {}

/** The one line of a fixture whose loading went wrong, or undefined when there is nothing to say. */
function line(result: DoctorResult): string | undefined {
  const { check } = result;
  if (check.kind === 'differs')
    return `${result.file}#${check.pointer}: expected ${shortJson(check.expected)}, loaded ${shortJson(check.loaded)}`;
  if (check.kind === 'fault') return `${result.file}: the adapter failed (${check.code}); run \`explain ${result.id}\``;
  return undefined;
}

function count(results: readonly DoctorResult[], kind: DoctorResult['check']['kind']): number {
  return results.filter((result) => result.check.kind === kind).length;
}

/** How far doctor is: fixtures checked of those selected. */
interface DoctorProgress {
  done: number;
  of: number;
}

async function doctor(options: DoctorOptions, context: CommandContext, progress: DoctorProgress): Promise<number> {
  const { io, cwd } = context;
  const corpus = loadCorpusReporting(options, context);
  const fixtures = filterFixtures(corpus.fixtures, fixtureFilter(options));
  progress.of = fixtures.length;
  const { adapter, implementation, timeoutMs, close } = await prepareAdapter(options, cwd);
  const results: DoctorResult[] = [];
  try {
    for (const loaded of fixtures) {
      results.push(await doctorFixture(loaded, { adapter, implementation, cards: corpus.cards, timeoutMs }));
      progress.done = results.length;
    }
  } finally {
    await close();
  }
  const [same, differs, faults, noInitial] = (['same', 'differs', 'fault', 'no-initial'] as const).map((kind) =>
    count(results, kind),
  );
  const ok = differs === 0 && (faults ?? 0) === 0 && (same ?? 0) > 0;
  if (options.json === true) {
    io.out(`${JSON.stringify({ ok, adapter: implementation, results }, null, 2)}\n`);
    return ok ? EXIT.ok : EXIT.failures;
  }
  const c = colors(io.color);
  const parts = implementation.observes === undefined ? 'every part' : implementation.observes.join(', ');
  io.out(
    `Doctor: the state ${terminalLine(implementation.name)} loaded, against each fixture's given (observed: ${parts})\n`,
  );
  for (const result of results) {
    const text = line(result);
    if (text !== undefined) io.out(`${c.red(terminalText(text, '  '))}\n`);
  }
  const notApplicable = count(results, 'not-applicable');
  io.out(
    `${results.length} fixtures: ${same} loaded as given, ${differs} differ, ${faults} adapter failures, ` +
      `${notApplicable} not applicable, ${noInitial} without observation.initial\n`,
  );
  if ((noInitial ?? 0) > 0)
    io.out(
      'An adapter that returns no observation.initial cannot be checked: report the state the engine loaded, read back before the first step (docs/ADAPTERS.md).\n',
    );
  io.out(`${ok ? c.green('doctor passed') : c.red('doctor failed')}\n`);
  return ok ? EXIT.ok : EXIT.failures;
}

/** `doctor`: checks that an adapter loads each fixture's given as it is, on the parts it observes. */
export const doctorCommand: CommandModule = {
  name: 'doctor',
  register(program: Command, context) {
    const command = program
      .command('doctor')
      .description(
        "check that the adapter loads each fixture's given as it is: compares observation.initial with given on the parts it observes, one line per fixture naming the first field that differs (exit 0: all equal, 1: a difference, a failure or nothing checkable)",
      );
    adapterOptions(filterOptions(corpusOptions(command))).action(async (options: DoctorOptions) => {
      const progress: DoctorProgress = { done: 0, of: 0 };
      const stoppable = {
        command: 'doctor',
        progress: () => (progress.of === 0 ? undefined : `after ${progress.done} of ${progress.of} fixtures`),
      };
      context.exit(await interruptible(context, stoppable, () => doctor(options, context, progress)));
    });
  },
};
