import type { Implementation } from '../../schemas/types/generated.js';
import { PROTOCOL_VERSION } from './version.js';
import { AdapterProcess, type ChildEvent } from './child.js';
import type { AdapterFault } from './faults.js';
import { readRunResult, readStarted } from './replies.js';
import { smokeScenario } from './smoke-scenario.js';

/** The three things smoke checks, in order. */
export type SmokeCheckName = 'start' | 'run' | 'stop';

/** One check of smoke: passed, failed with the fault found (rendered by messages.ts), or not run after a failure. */
export type SmokeCheck =
  | { readonly check: SmokeCheckName; readonly state: 'pass'; readonly note?: string }
  | { readonly check: SmokeCheckName; readonly state: 'fail'; readonly fault: AdapterFault; readonly stderr?: string }
  | { readonly check: SmokeCheckName; readonly state: 'not-run' };

/** What smoke found: every check, and who the adapter said it is. */
export interface SmokeReport {
  readonly ok: boolean;
  readonly checks: readonly SmokeCheck[];
  readonly implementation?: Implementation;
}

/** Bounds of a smoke run. */
export interface SmokeOptions {
  readonly command: string;
  readonly cwd?: string;
  readonly timeoutMs?: number;
}

const LIMITS = { maxLineBytes: 8 * 1024 * 1024, maxStderrBytes: 8 * 1024 };

/** Starts the adapter, checks its start reply, runs one tiny scenario, sends stop and checks that it exits. */
export async function smoke(options: SmokeOptions): Promise<SmokeReport> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const child = AdapterProcess.start(options.command, {
    ...LIMITS,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  try {
    child.send({ cmd: 'start', version: PROTOCOL_VERSION });
    const started = await checkStart(child, timeoutMs);
    if (started.check.state !== 'pass') return report([started.check, notRun('run'), notRun('stop')]);
    const ran = await checkRun(child, timeoutMs);
    const stopped = ran.state === 'pass' ? await checkStop(child, timeoutMs) : notRun('stop');
    return report([started.check, ran, stopped], started.implementation);
  } finally {
    await child.kill();
  }
}

async function checkStart(
  child: AdapterProcess,
  timeoutMs: number,
): Promise<{ check: SmokeCheck; implementation?: Implementation }> {
  const event = await child.next(timeoutMs);
  if (event.kind !== 'line') return { check: failed('start', faultOf(event, 'started'), child) };
  const reading = readStarted(event.line);
  if (!reading.ok) return { check: failed('start', reading.fault, child) };
  return { check: { check: 'start', state: 'pass' }, implementation: reading.implementation };
}

async function checkRun(child: AdapterProcess, timeoutMs: number): Promise<SmokeCheck> {
  const seq = 7; // not 0, so an adapter that always answers 0 is caught
  child.send({ cmd: 'run', seq, scenario: smokeScenario() });
  const event = await child.next(timeoutMs);
  if (event.kind !== 'line') return failed('run', faultOf(event, 'runResult'), child);
  const reading = readRunResult(event.line, seq);
  if (reading.kind === 'fault') return failed('run', reading.fault, child);
  return { check: 'run', state: 'pass', note: reading.kind };
}

async function checkStop(child: AdapterProcess, timeoutMs: number): Promise<SmokeCheck> {
  child.send({ cmd: 'stop' });
  child.endInput();
  const event = await child.next(timeoutMs);
  if (event.kind === 'exit' && (event.code === 0 || event.code === null)) return { check: 'stop', state: 'pass' };
  if (event.kind === 'exit')
    return failed('stop', { code: 'adapter/crash', data: { exitCode: event.code, expecting: 'exit' } }, child);
  if (event.kind === 'line')
    return failed(
      'stop',
      { code: 'adapter/protocol-error', data: { problem: 'reply-to-stop', expecting: 'exit' } },
      child,
    );
  return failed('stop', faultOf(event, 'exit'), child);
}

function faultOf(event: Exclude<ChildEvent, { kind: 'line' }>, expecting: string): AdapterFault {
  switch (event.kind) {
    case 'exit':
      return { code: 'adapter/crash', data: { exitCode: event.code, signal: event.signal, expecting } };
    case 'timeout':
      return { code: 'adapter/timeout', data: { timeoutMs: event.timeoutMs, expecting } };
    case 'overflow':
      return { code: 'adapter/protocol-error', data: { problem: 'overflow', maxBytes: event.maxBytes, expecting } };
  }
}

function failed(check: SmokeCheckName, fault: AdapterFault, child: AdapterProcess): SmokeCheck {
  const stderr = child.takeStderr();
  return stderr === undefined ? { check, state: 'fail', fault } : { check, state: 'fail', fault, stderr };
}

function notRun(check: SmokeCheckName): SmokeCheck {
  return { check, state: 'not-run' };
}

function report(checks: readonly SmokeCheck[], implementation?: Implementation): SmokeReport {
  const ok = checks.every((check) => check.state === 'pass');
  return implementation === undefined ? { ok, checks } : { ok, checks, implementation };
}
