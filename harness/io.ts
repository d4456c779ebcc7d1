import pc from 'picocolors';

/** Where the CLI writes: standard output for results, standard error for progress and problems. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether standard error is a terminal (progress bars only then). */
  readonly isTTY: boolean;
  /** Whether to colour the output (picocolors' detection: NO_COLOR, FORCE_COLOR, a terminal). */
  readonly color: boolean;
}

/** The process's own standard streams. */
export function processIo(): Io {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY,
    color: pc.isColorSupported,
  };
}

/** An Io that keeps what is written, for in-process runs and tests. */
export interface BufferedIo extends Io {
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/** Creates an Io that keeps its output in memory, uncoloured. */
export function bufferedIo(): BufferedIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    isTTY: false,
    color: false,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
