/** What a command that is not `run` says when a signal stops it (harness/cli/interruptible.ts). */
export interface CommandInterruption {
  /** The command stopped: `smoke`, `doctor`, `explain` or `fuzz`. */
  readonly command: string;
  /** The signal. */
  readonly by: string;
  /** Where the command was, when it knows (`after 3 of 20 fixtures`). */
  readonly progress?: string;
  /** How to take it up again, when there is more to say than running it again. */
  readonly next?: string;
}

/** Said on stderr as a signal stops a command: what stopped, that no adapter process is left, what to do next. */
export function renderCommandInterrupted(stop: CommandInterruption): string {
  const where = stop.progress === undefined ? '' : ` ${stop.progress}`;
  return (
    `Interrupted by ${stop.by}: ${stop.command} stopped${where}, without a verdict. The adapter and every process it ` +
    `started are stopped. ${stop.next ?? `Run ${stop.command} again.`}`
  );
}
