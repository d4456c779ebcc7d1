import type { Command } from 'commander';
import type { Io } from '../format/io.js';

/** What every command runs with: the streams, the current folder, the arguments it was called with. */
export interface CommandContext {
  readonly io: Io;
  readonly cwd: string;
  readonly argv: readonly string[];
  /** Records the exit code of the command that ran. */
  readonly exit: (code: number) => void;
}

/** One CLI command, in its own file under cli/commands/, registered from the list in cli/commands/index.ts. */
export interface CommandModule {
  readonly name: string;
  readonly register: (program: Command, context: CommandContext) => void;
}

/** Exit codes: 0 everything passed, 1 failures, 2 usage errors or an invalid corpus. */
export const EXIT = { ok: 0, failures: 1, usage: 2 } as const;
