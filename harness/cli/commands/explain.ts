import type { Command } from 'commander';
import { colors } from '../../format/colors.js';
import { terminalLine, terminalText } from '../../format/escape-terminal.js';
import { formatFinding, formatFindings } from '../../format/finding.js';
import { toDiagnostic } from '../../report/build.js';
import { executeFixture } from '../../run/execute.js';
import { buildScenario } from '../../scenario/build.js';
import { UsageError } from '../../messages/usage-error.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { interruptible } from '../interruptible.js';
import { adapterOptions, corpusOptions, type AdapterOptions, type CorpusOptions } from '../options.js';
import { loadCorpusReporting, prepareAdapter } from '../session.js';

interface ExplainOptions extends CorpusOptions, AdapterOptions {}

function section(title: string, value: unknown): string {
  return `── ${terminalLine(title)} ──\n${terminalText(JSON.stringify(value, null, 2))}\n`;
}

async function explain(id: string, options: ExplainOptions, context: CommandContext): Promise<number> {
  const { io, cwd } = context;
  const corpus = loadCorpusReporting({ ...options, json: true }, context);
  const loaded = corpus.fixtures.find((candidate) => candidate.fixture.id === id);
  if (!loaded) {
    const own = corpus.findings.filter(
      (finding) => finding.file?.endsWith(`/${id}.json`) === true || finding.file === `${id}.json`,
    );
    if (own.length === 0) throw new UsageError('usage/unknown-fixture', { id });
    io.err(`${formatFindings(own, colors(io.color))}\n`);
    return EXIT.usage;
  }
  const { adapter, implementation, timeoutMs, limits, close } = await prepareAdapter(options, cwd);
  const scenario = buildScenario(loaded.fixture, corpus.cards);
  const result = await executeFixture(loaded, {
    adapter,
    implementation,
    cards: corpus.cards,
    timeoutMs,
    limits,
  }).finally(close);
  if (options.json === true) {
    const output = {
      id,
      file: loaded.file,
      status: result.status,
      reason: result.reason,
      given: scenario.given,
      when: loaded.fixture.when,
      then: loaded.fixture.then,
      observation: result.observation,
      diagnostics: result.findings.map(toDiagnostic),
    };
    io.out(`${JSON.stringify(output, null, 2)}\n`);
  } else {
    const c = colors(io.color);
    io.out(
      `${c.bold(terminalLine(id))}: ${terminalLine(loaded.fixture.title)}\n${terminalLine(loaded.file)}\nrules: ${loaded.fixture.rules.join(', ')}\n\n`,
    );
    io.out(
      section('given (with defaults)', scenario.given) +
        section('when', loaded.fixture.when) +
        section('then', loaded.fixture.then),
    );
    if (result.observation) io.out(section(`observation from ${implementation.name}`, result.observation));
    io.out(`\n${c.bold(result.status)}${result.reason === undefined ? '' : ` (${terminalLine(result.reason)})`}\n`);
    for (const finding of result.findings) io.out(`${formatFinding(finding, c)}\n`);
  }
  return result.status === 'pass' || result.status === 'not-applicable' ? EXIT.ok : EXIT.failures;
}

/** `explain <fixture-id>`: one fixture run and shown in full, with its first divergence. */
export const explainCommand: CommandModule = {
  name: 'explain',
  register(program: Command, context) {
    const command = program
      .command('explain')
      .argument('<fixture-id>', 'the ID of the fixture')
      .description('run one fixture and show given, when, then, the observation and the first divergence');
    adapterOptions(corpusOptions(command)).action(async (id: string, options: ExplainOptions) => {
      const stoppable = { command: `explain ${id}` };
      context.exit(await interruptible(context, stoppable, () => explain(id, options, context)));
    });
  },
};
