/**
 * The CLI as a function: `main(argv)` runs a command and returns its exit code. It never runs when imported (bin.ts
 * is the executable), so the package entry can re-export it and an adapter can import the package while the CLI
 * loads it.
 */
import { CommanderError } from 'commander';
import { terminalText } from '../format/escape-terminal.js';
import { processIo, type Io } from '../format/io.js';
import { AdapterFaultError } from '../protocol/faults.js';
import { UsageError } from '../messages/usage-error.js';
import { EXIT } from './context.js';
import { buildProgram } from './program.js';

/** Commander's codes for help and version output, which are not errors. */
const INFORMATIONAL = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

/**
 * Runs the CLI in process on `argv` (the arguments after the program name) and returns the exit code:
 * 0 everything passed, 1 failures, 2 usage errors or an invalid corpus.
 */
export async function main(
  argv: readonly string[],
  io: Io = processIo(),
  cwd: string = process.cwd(),
): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram({ io, cwd, argv, exit: (value) => (code = value) });
  if (argv.length === 0) {
    io.err(program.helpInformation());
    return EXIT.usage;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) return INFORMATIONAL.has(error.code) ? EXIT.ok : EXIT.usage;
    if (error instanceof UsageError) {
      io.err(`${terminalText(error.message)}\n`);
      return EXIT.usage;
    }
    if (error instanceof AdapterFaultError) {
      // An --adapter-command that cannot start, or speaks another protocol version: nothing can run.
      io.err(
        `${terminalText(error.message)}\n${error.stderr === undefined ? '' : `adapter stderr:\n    ${terminalText(error.stderr, '    ')}\n`}`,
      );
      return EXIT.usage;
    }
    io.err(
      `internal error: ${terminalText(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
    return EXIT.usage;
  }
}
