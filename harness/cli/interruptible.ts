import { terminalText } from '../format/escape-terminal.js';
import { renderCommandInterrupted } from '../messages/interrupt.js';
import { killAdapterProcesses } from '../protocol/child.js';
import { signalExitCode } from '../report/build.js';
import { RunInterrupt } from '../run/interrupt.js';
import { EXIT, type CommandContext } from './context.js';

/** What a command says of itself when a signal stops it. */
export interface Stoppable {
  /** The command's name. */
  readonly command: string;
  /** Where it is now (read as the signal arrives), when it can tell. */
  readonly progress?: () => string | undefined;
  /** How to take it up again, when there is more to say than running it again. */
  readonly next?: () => string | undefined;
}

/**
 * Runs a command that talks to an adapter (smoke, doctor, explain, fuzz) so that SIGINT, SIGTERM and SIGHUP stop it
 * cleanly: one line on stderr says what was interrupted, the adapter's whole process group is killed, and the exit
 * code is 128 + the signal (130, 143, 129). `run` has its own handling, which also writes the reports (run/interrupt.ts).
 */
export async function interruptible(
  context: CommandContext,
  stoppable: Stoppable,
  action: () => Promise<number>,
): Promise<number> {
  const interrupt = new RunInterrupt((cause) => {
    const [progress, next] = [stoppable.progress?.(), stoppable.next?.()];
    const stop = {
      command: stoppable.command,
      by: cause.by,
      ...(progress === undefined ? {} : { progress }),
      ...(next === undefined ? {} : { next }),
    };
    context.io.err(`\n${terminalText(renderCommandInterrupted(stop))}\n`);
  });
  // Listening until the adapter is gone: a second signal while it is killed changes nothing.
  const stopListening = interrupt.listen();
  try {
    const running = action();
    running.catch(() => undefined); // after an interruption, what the command still does is not its verdict
    try {
      // undefined: the interruption came first.
      const code = await Promise.race([running, interrupt.interrupted.then(() => undefined)]);
      if (code !== undefined) return code;
    } catch (error) {
      if (interrupt.reason === undefined) throw error;
    }
    await killAdapterProcesses();
    const by = interrupt.reason?.by;
    return (by === undefined ? undefined : signalExitCode(by)) ?? EXIT.failures;
  } finally {
    stopListening();
  }
}
