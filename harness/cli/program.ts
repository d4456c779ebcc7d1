import { Command } from 'commander';
import { packageVersion } from '../protocol/version.js';
import { COMMANDS } from './commands/index.js';
import type { CommandContext } from './context.js';
import { refuseRepeatedOptions } from './repeated-options.js';

/** The commander program with every command registered; errors are thrown (exitOverride), never process.exit. */
export function buildProgram(context: CommandContext): Command {
  const program = new Command('riftbound-conformance')
    .description(
      'Conformance suite for the cost and payment rules of Riftbound. Start with `run`; every command takes --help.',
    )
    .version(packageVersion)
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({ writeOut: context.io.out, writeErr: context.io.err })
    .hook('preAction', (_program, command) => {
      refuseRepeatedOptions(command, context.argv);
    });
  for (const command of COMMANDS) command.register(program, context);
  return program;
}
