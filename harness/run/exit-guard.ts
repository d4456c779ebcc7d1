/**
 * The exit guard of an in-process run. An in-process adapter shares the harness's process: a `process.exit()`,
 * `process.abort()`, a change to `process.exitCode`, an uncaught exception or an unhandled rejection from its code
 * would end or poison the run, and an exit(0) would end it green without a verdict. While the guard is armed, each
 * of these is caught and recorded against the fixture whose code caused it (its async context, or the only fixture
 * in flight); that fixture is a crash and the run goes on. What no fixture can be blamed for is handed to `onStray`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { AdapterFaultError } from '../protocol/faults.js';

/** What an in-process adapter did to the harness's process: the call (or event) and, for an exception, its message. */
export interface ProcessFault {
  readonly call: string;
  readonly message?: string;
  /** The fixture running when it happened, if one can be named. */
  readonly fixture?: string;
}

/** What the guard throws in place of ending the process: the adapter's code stops where it asked to exit. */
export class ExitIntercepted extends Error {
  override readonly name = 'ExitIntercepted';
}

/** The process members the guard replaces; `reallyExit` is what `process.exit` calls, even when held elsewhere. */
interface Exits {
  exit: (code?: unknown) => never;
  abort: () => never;
  reallyExit: (code?: unknown) => never;
  _exiting?: boolean;
}

/** A code as the call showed it: a number or a short string, else its type. */
function shown(code: unknown): string {
  if (code === undefined) return '';
  if (typeof code === 'number' || typeof code === 'string') return String(code).slice(0, 40);
  return typeof code;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The crash a process fault gives the fixture it is blamed on. */
export function processFaultError(fault: ProcessFault): AdapterFaultError {
  return new AdapterFaultError({
    code: 'adapter/crash',
    data: { problem: 'in-process', call: fault.call, fixture: fault.fixture, message: fault.message },
  });
}

/** How long a run waits after its last fixture for what the adapter left pending (a zero-delay timer). */
const DRAIN_MS = 50;

/** How many guards are armed: while one is, an exit the process sees is one a guard is about to stop. */
let armedGuards = 0;

/** Whether an exit guard is armed in this process. */
export function exitGuarded(): boolean {
  return armedGuards > 0;
}

/**
 * The fixture whose code runs, and the guard watching it: one store for every guard of the process. Node visits every
 * store ever enabled on every promise, so a store per guard (a run) would make each later promise slower; disabling
 * each after its run would switch the promise hooks off and on again, which costs more.
 */
const inFixture = new AsyncLocalStorage<Watched>();

/** A fixture watched by a guard, within what an outer guard watched (a run started from an adapter's code). */
interface Watched {
  readonly guard: ExitGuard;
  readonly fixture: string;
  readonly outer: Watched | undefined;
}

/** The fixture a guard watches in the current async context, if any. */
function watchedBy(guard: ExitGuard): string | undefined {
  for (let watched = inFixture.getStore(); watched !== undefined; watched = watched.outer)
    if (watched.guard === guard) return watched.fixture;
  return undefined;
}

export class ExitGuard {
  private readonly inFlight = new Map<string, (fault: ProcessFault) => void>();
  private readonly faults: ProcessFault[] = [];
  private disarmers: (() => void)[] = [];
  private exitCode: typeof process.exitCode;

  /** `onStray` hears of a fault that no fixture can be blamed for (none in flight, or several and no context). */
  constructor(private readonly onStray: (fault: ProcessFault) => void = () => undefined) {}

  /** Whether the guard is armed (its replacements are in place). */
  get armed(): boolean {
    return this.disarmers.length > 0;
  }

  /** Puts the replacements and listeners in place; `disarm` restores what was there. */
  arm(): void {
    if (this.armed) return;
    const target = process as unknown as Exits;
    const saved = { exit: target.exit, abort: target.abort, reallyExit: target.reallyExit };
    this.exitCode = process.exitCode;
    target.exit = (code?: unknown) => this.intercept(`process.exit(${shown(code)})`);
    target.abort = () => this.intercept('process.abort()');
    target.reallyExit = (code?: unknown) => {
      // Reached through a reference to the original exit: the exit event was emitted, so undo what exit did first.
      target._exiting = false;
      return this.intercept(`process.exit(${shown(code)})`);
    };
    const uncaught = (error: unknown): void => {
      if (!(error instanceof ExitIntercepted)) this.record('an uncaught exception', messageOf(error));
    };
    const unhandled = (reason: unknown): void => {
      this.record('an unhandled promise rejection', messageOf(reason));
    };
    process.on('uncaughtException', uncaught);
    process.on('unhandledRejection', unhandled);
    armedGuards += 1;
    this.disarmers = [
      () => (armedGuards -= 1),
      () => Object.assign(target, saved),
      () => process.off('uncaughtException', uncaught),
      () => process.off('unhandledRejection', unhandled),
      () => (process.exitCode = this.exitCode),
    ];
  }

  /** Restores process.exit, abort and exitCode and removes the listeners. */
  disarm(): void {
    for (const undo of this.disarmers) undo();
    this.disarmers = [];
  }

  /**
   * Runs one fixture's adapter call under the guard. A fault blamed on the fixture, whenever it comes while the call
   * is awaited, rejects at once with a crash (processFaultError); so does a change of process.exitCode.
   */
  async watch<T>(fixture: string, work: () => T | Promise<T>): Promise<T> {
    let fail: (fault: ProcessFault) => void = () => undefined;
    const faulted = new Promise<never>((_resolve, reject) => {
      fail = (fault) => {
        reject(processFaultError(fault));
      };
    });
    faulted.catch(() => undefined);
    this.inFlight.set(fixture, fail);
    const before = process.exitCode;
    try {
      const value = await Promise.race([
        inFixture.run({ guard: this, fixture, outer: inFixture.getStore() }, () => Promise.resolve().then(work)),
        faulted,
      ]);
      await new Promise(setImmediate); // a rejection the call left unhandled shows up now, for this fixture
      this.check(fixture, before);
      return value;
    } catch (error) {
      this.check(fixture, before);
      throw error;
    } finally {
      this.inFlight.delete(fixture);
    }
  }

  /** The faults blamed on a fixture so far (also those that came after its call returned). */
  faultsOf(fixture: string): ProcessFault[] {
    return this.faults.filter((fault) => fault.fixture === fixture);
  }

  /** Lets the timers the adapter left behind fire while the guard can still blame them on their fixtures. */
  async drain(ms = DRAIN_MS): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Every fault recorded, in order. */
  all(): readonly ProcessFault[] {
    return this.faults;
  }

  /** After a fixture's call: a fault blamed on it wins over what the call returned; exitCode is put back. */
  private check(fixture: string, before: typeof process.exitCode): void {
    if (process.exitCode !== before) {
      const code = process.exitCode;
      process.exitCode = before;
      // An exit through the original function sets exitCode too: that is one fault, the exit.
      if (this.faultsOf(fixture).length === 0) this.faults.push({ call: `process.exitCode = ${shown(code)}`, fixture });
    }
    const [first] = this.faultsOf(fixture);
    if (first !== undefined) throw processFaultError(first);
  }

  private intercept(call: string): never {
    this.record(call);
    throw new ExitIntercepted(`the harness stopped ${call}: an in-process adapter must not end the process`);
  }

  private record(call: string, message?: string): void {
    const only = this.inFlight.size === 1 ? [...this.inFlight.keys()][0] : undefined;
    const fixture = watchedBy(this) ?? only;
    const fault: ProcessFault = {
      call,
      ...(message === undefined ? {} : { message }),
      ...(fixture ? { fixture } : {}),
    };
    this.faults.push(fault);
    if (fixture === undefined) this.onStray(fault);
    else this.inFlight.get(fixture)?.(fault);
  }
}
