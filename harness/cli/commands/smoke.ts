import type { Command } from 'commander';
import { colors } from '../../format/colors.js';
import { terminalLine, terminalText } from '../../format/escape-terminal.js';
import { renderFinding } from '../../messages/index.js';
import { smoke, type SmokeCheck } from '../../protocol/smoke.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { interruptible } from '../interruptible.js';
import { positiveInteger } from '../options.js';

interface SmokeOptions {
  readonly adapterCommand: string;
  readonly timeout: string;
  readonly json?: boolean;
}

/** What each check looks at, for people. */
const CHECKS: Record<SmokeCheck['check'], string> = {
  start: 'start: the adapter starts and answers start with protocol 1 and a valid implementation',
  run: 'run: it answers one tiny scenario with a valid reply carrying the same seq',
  stop: 'stop: it exits cleanly on stop',
};

function line(check: SmokeCheck, c: ReturnType<typeof colors>): string {
  if (check.state === 'pass')
    return `${c.green('ok  ')} ${CHECKS[check.check]}${check.note === undefined ? '' : c.dim(` (${check.note})`)}`;
  if (check.state === 'not-run') return `${c.dim('--  ')} ${c.dim(CHECKS[check.check])}`;
  const stderr = check.stderr === undefined ? '' : `\n${c.dim(`      ${terminalText(check.stderr, '      ')}`)}`;
  return `${c.red('FAIL')} ${CHECKS[check.check]}\n      ${check.fault.code}: ${terminalText(renderFinding(check.fault), '      ')}${stderr}`;
}

async function smokeAction(options: SmokeOptions, context: CommandContext): Promise<number> {
  const timeoutMs = positiveInteger('--timeout', options.timeout);
  const report = await smoke({ command: options.adapterCommand, cwd: context.cwd, timeoutMs });
  if (options.json === true) {
    context.io.out(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const c = colors(context.io.color);
    const who = report.implementation
      ? ` ${terminalLine(`${report.implementation.name} ${report.implementation.version} (${report.implementation.language})`)}`
      : '';
    context.io.out(
      `Smoke test of${who}: ${terminalLine(options.adapterCommand)}\n${report.checks.map((check) => line(check, c)).join('\n')}\n`,
    );
  }
  return report.ok ? EXIT.ok : EXIT.failures;
}

/** `smoke`: checks that an --adapter-command speaks protocol v1, before a full run. */
export const smokeCommand: CommandModule = {
  name: 'smoke',
  register(program: Command, context) {
    program
      .command('smoke')
      .description('check that an adapter command speaks protocol v1: start, one run, stop')
      .requiredOption('--adapter-command <command>', 'the adapter command, run through the shell')
      .option('--timeout <ms>', 'how long each reply may take', '30000')
      .option('--json', 'the checks as JSON on stdout')
      .action(async (options: SmokeOptions) => {
        const stoppable = { command: 'smoke' };
        context.exit(await interruptible(context, stoppable, () => smokeAction(options, context)));
      });
  },
};
