import { performance } from 'node:perf_hooks';
import type { Observation, Scenario, Status } from '../../schemas/types/generated.js';
import { isSkip, type Adapter, type AdapterSkip } from '../adapters/types.js';
import type { FindingDraft } from '../messages/findings.js';
import { AdapterFaultError, isSkipError } from '../protocol/faults.js';
import { ProcessAdapter } from '../protocol/process-adapter.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { deepFreeze } from '../scenario/freeze.js';
import type { ExitGuard } from './exit-guard.js';
import { observationProblem } from './observation-check.js';
import type { ReplyLimits } from './reply-limits.js';
import { settleWithin } from './timeout.js';

/** What came back from the adapter: a valid observation, a skip, or a fault with its status. */
export type Observed =
  | {
      readonly kind: 'observation';
      readonly observation: Observation;
      readonly stderr?: string;
      readonly repliedAt?: number;
    }
  | { readonly kind: 'skipped'; readonly reason: string; readonly stderr?: string }
  | { readonly kind: 'fault'; readonly status: Status; readonly finding: FindingDraft; readonly stderr?: string };

/** A fault of the adapter's, or of the harness's own time on its reply. */
export type ObservedFault = Extract<Observed, { readonly kind: 'fault' }>;

/** What a write to a frozen object throws in strict mode. */
const FROZEN_WRITE = /read[ -]only|not extensible|Cannot (assign|add|delete|define|redefine)/i;

function skipped(reason: string, stderr?: string): Observed {
  return { kind: 'skipped', reason, ...(stderr === undefined ? {} : { stderr }) };
}

function fromThrown(error: unknown): Observed {
  if (isSkipError(error)) return skipped(error.reason, error.stderr);
  if (error instanceof AdapterFaultError) {
    return {
      kind: 'fault',
      status: error.status,
      finding: { code: error.fault.code, data: error.fault.data },
      ...(error.stderr === undefined ? {} : { stderr: error.stderr }),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof TypeError && FROZEN_WRITE.test(message) ? 'adapter/mutated-scenario' : 'adapter/threw';
  return { kind: 'fault', status: 'error', finding: { code, data: { message } } };
}

function invalid(data: FindingDraft['data']): Observed {
  return {
    kind: 'fault',
    status: 'error',
    finding: { code: 'adapter/invalid-observation', ...(data === undefined ? {} : { data }) },
  };
}

/** Checks a skip returned in process (`{ skipped: { reason, issue? } }`) against the skip of run-result.schema.json. */
function checkSkip(value: { readonly skipped: unknown }): Observed {
  const answer = { seq: 0, skipped: value.skipped };
  const [error] = usefulErrors(validateDocument('runResult', answer));
  if (error) return invalid({ problem: 'skip', at: error.instancePath || '/', ...schemaErrorData(error, answer) });
  return skipped((value.skipped as AdapterSkip['skipped']).reason);
}

/**
 * Checks an adapter's answer: a skip, or an observation valid against observation.schema.json with one step per
 * `when` step.
 */
export function checkObservation(value: unknown, whenSteps: number, limits?: ReplyLimits): Observed {
  if (isSkip(value)) return checkSkip(value);
  const problem = observationProblem(value, limits);
  if (problem) return invalid(problem);
  const observation = value as Observation;
  if (observation.steps.length !== whenSteps)
    return invalid({ problem: 'step-count', observed: observation.steps.length, expected: whenSteps });
  return { kind: 'observation', observation };
}

/**
 * The fault of a fixture whose time ran out while the harness itself worked: the reply came back only after the
 * limit (the process was busy: an in-process adapter or the reading of the reply), or checking or judging the reply
 * took longer than the limit. `stage` says which.
 */
export function harnessTimeout(
  timeoutMs: number,
  spentMs: number,
  stage: 'reply' | 'checking' | 'judging',
): ObservedFault {
  const data = { problem: 'harness', stage, timeoutMs, spentMs: Math.round(spentMs) };
  return { kind: 'fault', status: 'timeout', finding: { code: 'adapter/timeout', data } };
}

/**
 * Hands a deep-frozen scenario to the adapter and waits at most `timeoutMs`. A throw, a timeout, a change to the
 * scenario or an invalid observation is a fault: the run goes on. The limit also bounds the harness's own work: a
 * reply that arrives past it, or whose check takes longer than it, ends the fixture as a timeout. Under an exit guard
 * (an in-process run), an exit, abort, exitCode change or uncaught error of the adapter's code is a crash of this
 * fixture (harness/run/exit-guard.ts).
 */
export async function observe(
  adapter: Adapter,
  scenario: Scenario,
  timeoutMs: number,
  guard?: ExitGuard,
  limits?: ReplyLimits,
): Promise<Observed> {
  // Frozen all the way down (buildScenario makes every object afresh), the scenario cannot change: a write throws in
  // strict mode (adapter/mutated-scenario, from fromThrown) and does nothing in sloppy mode. No copy to compare with.
  const frozen = deepFreeze(scenario) as Readonly<Scenario>;
  // A process adapter times the fixture out itself, then kills the process: give it the time, state the limit.
  const overrunMs = adapter instanceof ProcessAdapter ? adapter.overrunMs : 0;
  // Over stdio, what the process wrote to stderr comes with the observation: a fail keeps it.
  const call = async () =>
    adapter instanceof ProcessAdapter ? adapter.runKeepingStderr(frozen) : { observation: await adapter.run(frozen) };
  const started = performance.now();
  const settled = await settleWithin(guard ? () => guard.watch(scenario.id, call) : call, timeoutMs + overrunMs);
  if (settled.kind === 'timeout')
    return { kind: 'fault', status: 'timeout', finding: { code: 'adapter/timeout', data: { timeoutMs } } };
  const repliedAt = performance.now();
  if (repliedAt - started > timeoutMs + overrunMs) return harnessTimeout(timeoutMs, repliedAt - started, 'reply');
  if (settled.kind === 'threw') return fromThrown(settled.error);
  const { observation, stderr } = settled.value as { readonly observation: unknown; readonly stderr?: string };
  const checked = checkObservation(observation, scenario.when.length, limits);
  const spent = performance.now() - repliedAt;
  if (spent > timeoutMs) return harnessTimeout(timeoutMs, spent, 'checking');
  const withStderr = stderr === undefined || checked.kind === 'skipped' ? checked : { ...checked, stderr };
  return withStderr.kind === 'observation' ? { ...withStderr, repliedAt } : withStderr;
}
