import pc from 'picocolors';
import { terminalOutput } from './escape-terminal.js';

/** Where the CLI writes: standard output for results, standard error for progress and problems. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether standard error is a terminal (progress bars only then). */
  readonly isTTY: boolean;
  /** Whether to colour the output (picocolors' detection: NO_COLOR, FORCE_COLOR, a terminal). */
  readonly color: boolean;
}

/**
 * The process's own standard streams. Every write passes terminalOutput: only the harness's own colours reach the
 * terminal as sequences, whatever text from outside a message holds.
 */
export function processIo(): Io {
  const color = pc.isColorSupported;
  return {
    out: (text) => process.stdout.write(terminalOutput(text, color)),
    err: (text) => process.stderr.write(terminalOutput(text, color)),
    isTTY: process.stderr.isTTY,
    color,
  };
}

/** An Io that keeps what is written, for in-process runs and tests. */
export interface BufferedIo extends Io {
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/** Creates an Io that keeps its output in memory, uncoloured, made safe as the process's streams are. */
export function bufferedIo(): BufferedIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (text) => out.push(terminalOutput(text, false)),
    err: (text) => err.push(terminalOutput(text, false)),
    isTTY: false,
    color: false,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
