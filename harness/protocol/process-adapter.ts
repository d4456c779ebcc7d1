import type { Implementation, Observation, QueryReply, Scenario } from '../../schemas/types/generated.js';
import type { QueryRequest } from '../adapters/types.js';
import { DEFAULT_LIMITS } from '../load/limits.js';
import { PROTOCOL_VERSION } from './version.js';
import { AdapterProcess, KILL_WAIT_MS, type ChildEvent } from './child.js';
import { AdapterFaultError, AdapterSkipError, type AdapterFault } from './faults.js';
import { readQueryResult, readRunResult, readStarted } from './replies.js';
import { checkMessage } from './validate.js';

/** How to start an adapter command and the bounds it runs within. */
export interface ProcessAdapterOptions {
  /** The command line, run through the shell. */
  readonly command: string;
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** How long one fixture may take, in ms (default 10 000). */
  readonly timeoutMs?: number;
  /** How long the reply to start may take, in ms (default 30 000: an adapter may compile on start). */
  readonly startTimeoutMs?: number;
  /** How many times a process that died is started again before the remaining fixtures are crashes (default 3). */
  readonly maxRestarts?: number;
  /** The longest stdout line accepted, in bytes (default 8 MiB): the largest reply (--max-reply-bytes). */
  readonly maxLineBytes?: number;
  /** The most events a step of a reply may hold (default 10 000, --max-events). */
  readonly maxEvents?: number;
  /** How much stderr is kept per fixture, in bytes (default 8 KiB). */
  readonly maxStderrBytes?: number;
}

/** What one run through a process adapter gave, with what the process wrote to stderr meanwhile. */
export type ProcessRunOutcome = (
  | { readonly kind: 'observation'; readonly observation: Observation }
  | { readonly kind: 'skipped'; readonly reason: string; readonly issue?: string }
  | { readonly kind: 'fault'; readonly fault: AdapterFault }
) & { readonly stderr?: string };

type Started =
  | { readonly ok: true; readonly child: AdapterProcess; readonly implementation: Implementation }
  | { readonly ok: false; readonly fault: AdapterFault; readonly stderr?: string };

const DEFAULTS = {
  timeoutMs: 10_000,
  startTimeoutMs: 30_000,
  maxRestarts: 3,
  maxLineBytes: DEFAULT_LIMITS.maxReplyBytes,
  maxEvents: DEFAULT_LIMITS.maxEvents,
  maxStderrBytes: 8 * 1024,
};

/**
 * An engine in any language, reached through protocol v1 (newline-delimited JSON over stdin and stdout). The command
 * starts once and serves every fixture; a crash restarts it and replays start (up to maxRestarts), a hang is a
 * timeout for that fixture only, and a reply that cannot be trusted restarts it so the next fixture starts clean.
 * It offers the in-process adapter interface (describe, run) and close.
 */
export class ProcessAdapter {
  /**
   * How long a run may take beyond the time limit: the adapter times a fixture out itself and then kills the process,
   * so whoever awaits a run waits this much longer before giving up on it (the limit stated stays --timeout).
   */
  readonly overrunMs = KILL_WAIT_MS + 1_000;
  private readonly options: ProcessAdapterOptions & typeof DEFAULTS;
  private child: AdapterProcess | undefined;
  private implementation: Implementation | undefined;
  private fatal: AdapterFault | undefined;
  private crashes = 0;
  private seq = 0;
  /** The last run answered: an answer that repeats its seq is a duplicate, not a reply to the run awaited. */
  private answered: { readonly seq: number; readonly id: string } | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: ProcessAdapterOptions) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Starts the process if needed and returns who it is; throws AdapterFaultError when it cannot start. */
  async describe(): Promise<Implementation> {
    const started = await this.serialized(() => this.ensureStarted());
    if (!started.ok) throw new AdapterFaultError(started.fault, started.stderr);
    return { ...started.implementation, parallelSafe: false };
  }

  /** Runs one scenario; a skip throws AdapterSkipError, a fault AdapterFaultError. */
  async run(scenario: Scenario): Promise<Observation> {
    return (await this.runKeepingStderr(scenario)).observation;
  }

  /** As run, with what the process wrote to stderr meanwhile beside the observation (a fail keeps it too). */
  async runKeepingStderr(scenario: Scenario): Promise<{ readonly observation: Observation; readonly stderr?: string }> {
    const outcome = await this.runDetailed(scenario);
    switch (outcome.kind) {
      case 'observation':
        return { observation: outcome.observation, ...stderrOf(outcome.stderr) };
      case 'skipped':
        throw new AdapterSkipError(outcome.reason, outcome.issue, outcome.stderr);
      case 'fault':
        throw new AdapterFaultError(outcome.fault, outcome.stderr);
    }
  }

  /** Runs one scenario and returns what happened as data, faults included. Calls are served one at a time. */
  runDetailed(scenario: Scenario): Promise<ProcessRunOutcome> {
    return this.serialized(() => this.runOnce(scenario));
  }

  /** Asks queries with the protocol's `query` message (spec/INTERPRETING.md 4.8); a fault is thrown as in run. */
  async query(request: QueryRequest): Promise<QueryReply> {
    const outcome = await this.serialized(() => this.queryOnce(request));
    if ('fault' in outcome) throw new AdapterFaultError(outcome.fault);
    return outcome.reply;
  }

  private async queryOnce(request: QueryRequest): Promise<{ reply: QueryReply } | { fault: AdapterFault }> {
    const started = await this.ensureStarted();
    if (!started.ok) return { fault: started.fault };
    const seq = this.seq++;
    started.child.send(checked('query', { cmd: 'query', seq, scenario: request.scenario, queries: request.queries }));
    const event = await started.child.next(this.options.timeoutMs);
    if (event.kind !== 'line') {
      const settled = await this.settle(started.child, event, seq);
      return { fault: settled.kind === 'fault' ? settled.fault : { code: 'adapter/errored', data: {} } };
    }
    started.child.takeStderr();
    const reading = readQueryResult(event.line, seq);
    if ('fault' in reading) await this.discard(started.child);
    return reading;
  }

  /** Sends stop and waits for the process to exit; kills it if it does not within 2 s. */
  async close(): Promise<void> {
    await this.serialized(async () => {
      const child = this.child;
      this.child = undefined;
      if (!child || child.done) return;
      child.send(checked('stop', { cmd: 'stop' }));
      child.endInput();
      if (!(await child.waitForExit(2_000))) await child.kill();
    });
  }

  private async runOnce(scenario: Scenario): Promise<ProcessRunOutcome> {
    const started = await this.ensureStarted();
    if (!started.ok) return { kind: 'fault', fault: started.fault, ...stderrOf(started.stderr) };
    const seq = this.seq++;
    started.child.send(checked('run', { cmd: 'run', seq, scenario }));
    const event = await started.child.next(this.options.timeoutMs);
    const outcome = await this.settle(started.child, event, seq);
    if (outcome.kind !== 'fault' || outcome.fault.code !== 'adapter/wrong-seq')
      this.answered = { seq, id: scenario.id };
    return outcome;
  }

  /** Turns what the process did after a run command into an outcome, restarting it when it must. */
  private async settle(child: AdapterProcess, event: ChildEvent, seq: number): Promise<ProcessRunOutcome> {
    switch (event.kind) {
      case 'line': {
        const { maxEvents, maxLineBytes } = this.options;
        const reading = readRunResult(event.line, seq, this.answered, { maxEvents, maxReplyBytes: maxLineBytes });
        // What the process wrote to stderr before its answer may be read just after it: let that read happen first.
        await new Promise(setImmediate);
        const stderr = stderrOf(child.takeStderr());
        if (reading.kind !== 'fault') return { ...reading, ...stderr };
        if (reading.resync) await this.discard(child);
        return { kind: 'fault', fault: reading.fault, ...stderr };
      }
      case 'overflow':
        return this.fail(child, {
          code: 'adapter/protocol-error',
          data: { problem: 'overflow', maxBytes: event.maxBytes },
        });
      case 'timeout':
        return this.fail(child, { code: 'adapter/timeout', data: { timeoutMs: event.timeoutMs } });
      case 'exit':
        return { kind: 'fault', fault: this.crashed(event), ...stderrOf(child.takeStderr()) };
    }
  }

  private async fail(child: AdapterProcess, fault: AdapterFault): Promise<ProcessRunOutcome> {
    const stderr = stderrOf(child.takeStderr());
    await this.discard(child);
    return { kind: 'fault', fault, ...stderr };
  }

  /** Counts a death of the process; past the bound, every later fixture is a crash without a restart. */
  private crashed(event: { readonly code: number | null; readonly signal: string | null }): AdapterFault {
    this.child = undefined;
    this.crashes += 1;
    const data = { exitCode: event.code, signal: event.signal, restarts: this.crashes - 1 };
    if (this.crashes > this.options.maxRestarts) {
      this.fatal = { code: 'adapter/crash', data: { problem: 'restart-limit', maxRestarts: this.options.maxRestarts } };
    }
    return { code: 'adapter/crash', data };
  }

  private async discard(child: AdapterProcess): Promise<void> {
    if (this.child === child) this.child = undefined;
    await child.kill();
  }

  private async ensureStarted(): Promise<Started> {
    if (this.child?.done) this.crashed({ code: null, signal: null }); // it died between two fixtures
    if (this.fatal) return { ok: false, fault: this.fatal };
    if (this.child && this.implementation) return { ok: true, child: this.child, implementation: this.implementation };
    return this.start();
  }

  /** Starts the command and replays start. A first start that fails is fatal; a failed restart counts as a crash. */
  private async start(): Promise<Started> {
    const child = AdapterProcess.start(this.options.command, this.options);
    child.send(checked('start', { cmd: 'start', version: PROTOCOL_VERSION }));
    const event = await child.next(this.options.startTimeoutMs);
    const fault = event.kind === 'line' ? undefined : startFault(event);
    const reading = event.kind === 'line' ? readStarted(event.line) : undefined;
    if (reading?.ok) {
      this.child = child;
      this.implementation ??= reading.implementation;
      return { ok: true, child, implementation: this.implementation };
    }
    const failure = reading?.fault ?? fault ?? { code: 'adapter/crash', data: {} };
    const stderr = child.takeStderr();
    await child.kill();
    if (failure.code === 'adapter/version-mismatch' || this.implementation === undefined) this.fatal = failure;
    else this.crashed({ code: null, signal: null });
    return { ok: false, fault: failure, ...stderrOf(stderr) };
  }

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

function startFault(event: Exclude<ChildEvent, { kind: 'line' }>): AdapterFault {
  switch (event.kind) {
    case 'overflow':
      return {
        code: 'adapter/protocol-error',
        data: { problem: 'overflow', expecting: 'started', maxBytes: event.maxBytes },
      };
    case 'timeout':
      return { code: 'adapter/timeout', data: { timeoutMs: event.timeoutMs, expecting: 'started' } };
    case 'exit':
      return { code: 'adapter/crash', data: { exitCode: event.code, signal: event.signal, expecting: 'started' } };
  }
}

function stderrOf(stderr: string | undefined): { readonly stderr?: string } {
  return stderr === undefined ? {} : { stderr };
}

/** An outgoing message, checked against its schema: a harness that sends an invalid message has a bug. */
function checked(kind: 'start' | 'run' | 'stop' | 'query', message: object): object {
  const result = checkMessage(kind, message);
  if (!result.ok) throw new Error(`the harness built an invalid ${kind} message: ${JSON.stringify(result.errors[0])}`);
  return message;
}
