import type { Interrupted } from '../report/build.js';

/** What stopped a run early: a signal, or an in-process adapter (with what it did). */
export interface Interruption {
  readonly by: Interrupted['by'];
  readonly message?: string;
}

/** The signals that stop a run: each ends it early with the reports of what ran. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Stops a run from outside. While it listens, SIGINT, SIGTERM and SIGHUP no longer end the process at once: the first
 * one marks the run interrupted, and the run stops its adapter and writes the reports of the fixtures that finished.
 * `interrupt` does the same for other causes.
 */
export class RunInterrupt {
  private cause: Interruption | undefined;
  private settle: (cause: Interruption) => void = () => undefined;
  /** Settles with the first interruption. */
  readonly interrupted: Promise<Interruption> = new Promise((resolve) => {
    this.settle = resolve;
  });

  constructor(private readonly onInterrupt: (cause: Interruption) => void = () => undefined) {}

  /** The first interruption, or undefined while the run goes on. */
  get reason(): Interruption | undefined {
    return this.cause;
  }

  /** Marks the run interrupted (the first cause wins) and tells the listener. */
  interrupt(cause: Interruption): void {
    if (this.cause !== undefined) return;
    this.cause = cause;
    this.onInterrupt(cause);
    this.settle(cause);
  }

  /** Listens to the signals; returns the function that stops listening. */
  listen(): () => void {
    const handlers = SIGNALS.map((signal) => {
      const handler = (): void => {
        this.interrupt({ by: signal });
      };
      process.on(signal, handler);
      return [signal, handler] as const;
    });
    return () => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
    };
  }
}
