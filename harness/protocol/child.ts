import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { LineSplitter } from './lines.js';
import { StderrBuffer } from './stderr-buffer.js';

/** Something the adapter process did, in the order it happened. */
export type ChildEvent =
  | { readonly kind: 'line'; readonly line: string }
  | { readonly kind: 'overflow'; readonly maxBytes: number }
  | { readonly kind: 'exit'; readonly code: number | null; readonly signal: string | null }
  | { readonly kind: 'timeout'; readonly timeoutMs: number };

/** Bounds on what the harness keeps of a process's output. */
export interface ChildLimits {
  /** The longest stdout line accepted, in bytes. */
  readonly maxLineBytes: number;
  /** How much stderr is kept per fixture, in bytes (the end of it). */
  readonly maxStderrBytes: number;
}

/**
 * How long after the process exits its output may stay open before the harness stops reading it: what the process
 * wrote before exiting arrives well within this, and only a process it started and left behind holds the pipe longer.
 */
const EXIT_GRACE_MS = 250;

/** How long a kill waits for the process to be gone. */
export const KILL_WAIT_MS = 5_000;

/** Where and how to start the adapter command. */
export interface ChildOptions extends ChildLimits {
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
}

const live = new Set<AdapterProcess>();
let exitHookInstalled = false;

/** Makes sure no adapter process outlives the harness, even when it exits without closing them. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of live) child.killNow();
  });
}

/** Kills every adapter process still running, each with its whole process group, and waits until they are gone. */
export async function killAdapterProcesses(): Promise<void> {
  await Promise.all([...live].map((child) => child.kill()));
}

/**
 * One running adapter command: started through the shell in its own process group (so that killing it also
 * kills what the shell started), its stdout read as lines and its stderr kept per fixture, within bounds.
 */
export class AdapterProcess {
  private readonly events: ChildEvent[] = [];
  private waiter: ((event: ChildEvent) => void) | undefined;
  private readonly stderr: StderrBuffer;
  private exited: Promise<void>;
  private hasExited = false;

  private constructor(
    private readonly child: ChildProcessByStdio<Writable, Readable, Readable>,
    limits: ChildLimits,
  ) {
    this.stderr = new StderrBuffer(limits.maxStderrBytes);
    const splitter = new LineSplitter(limits.maxLineBytes);
    child.stdout.on('data', (chunk: Buffer) => {
      const { lines, overflow } = splitter.push(chunk);
      for (const line of lines) this.emit({ kind: 'line', line });
      if (overflow) {
        child.stdout.destroy();
        this.emit({ kind: 'overflow', maxBytes: limits.maxLineBytes });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr.push(chunk);
    });
    child.stdin.on('error', () => undefined); // a write to a process that died shows up as its exit
    this.exited = new Promise((resolve) => {
      let grace: NodeJS.Timeout | undefined;
      let closed = false;
      const finish = (code: number | null, signal: string | null): void => {
        if (this.hasExited) return;
        clearTimeout(grace);
        this.hasExited = true;
        live.delete(this);
        this.release(!closed);
        this.emit({ kind: 'exit', code, signal });
        resolve();
      };
      // The exit itself, not only the end of its output: a process it started may keep stdout open for ever.
      child.once('exit', (code, signal) => {
        grace = setTimeout(() => {
          finish(code, signal);
        }, EXIT_GRACE_MS);
      });
      child.once('close', (code, signal) => {
        closed = true;
        finish(code, signal);
      });
    });
  }

  /** Starts a command through the shell. */
  static start(command: string, options: ChildOptions): AdapterProcess {
    installExitHook();
    const child = spawn(command, {
      shell: true,
      detached: process.platform !== 'win32',
      stdio: ['pipe', 'pipe', 'pipe'],
      cwd: options.cwd,
      env: options.env ?? process.env,
    });
    const adapter = new AdapterProcess(child, options);
    live.add(adapter);
    return adapter;
  }

  /** Whether the process has exited and the harness has let go of its output. */
  get done(): boolean {
    return this.hasExited;
  }

  /** Writes one message as a line of JSON; a process that is gone is ignored here and seen as an exit event. */
  send(message: object): void {
    if (this.hasExited || this.child.stdin.destroyed) return;
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Closes the process's stdin, telling it no more messages come. */
  endInput(): void {
    if (!this.child.stdin.destroyed) this.child.stdin.end();
  }

  /** The next event, or a timeout event when none comes within `timeoutMs`. */
  next(timeoutMs: number): Promise<ChildEvent> {
    const queued = this.events.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        resolve({ kind: 'timeout', timeoutMs });
      }, timeoutMs);
      this.waiter = (event) => {
        clearTimeout(timer);
        resolve(event);
      };
    });
  }

  /** What the process wrote to stderr since the last call, truncated to the bound. */
  takeStderr(): string | undefined {
    return this.stderr.take();
  }

  /** Waits until the process exits, up to `timeoutMs`; true when it did. */
  async waitForExit(timeoutMs: number): Promise<boolean> {
    if (this.hasExited) return true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, timeoutMs);
    });
    const exited = await Promise.race([this.exited.then(() => true as const), timedOut]);
    clearTimeout(timer);
    return exited;
  }

  /** Kills the process and everything it started, and waits until it is gone. */
  async kill(): Promise<void> {
    this.killNow();
    await this.waitForExit(KILL_WAIT_MS);
  }

  /** Sends SIGKILL to the process group without waiting. */
  killNow(): void {
    if (this.hasExited || this.child.pid === undefined) return;
    try {
      if (process.platform === 'win32') this.child.kill('SIGKILL');
      else process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  /**
   * Lets go of an exited process: when its output is still held open, ends what is left of its process group (a
   * process that left its group, a daemon, is out of reach) and destroys the pipes, so that nothing keeps the harness
   * alive after the reports are written.
   */
  private release(leftovers: boolean): void {
    if (leftovers && this.child.pid !== undefined && process.platform !== 'win32') {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // nothing is left in the group
      }
    }
    this.child.stdin.destroy();
    this.child.stdout.destroy();
    this.child.stderr.destroy();
    this.child.unref();
  }

  private emit(event: ChildEvent): void {
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = undefined;
      waiter(event);
    } else {
      this.events.push(event);
    }
  }
}
