import type { Implementation, Observation, QueryReply } from '../../schemas/types/generated.js';
import type { FindingData } from '../messages/findings.js';
import { MAX_DEPTH, tooDeepAt } from '../load/depth.js';
import { markValidated, observationProblem } from '../run/observation-check.js';
import { replyLimitProblem, type ReplyLimits } from '../run/reply-limits.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { PROTOCOL_VERSION } from './version.js';
import type { AdapterFault } from './faults.js';
import { truncateLine } from './lines.js';
import { checkMessage, type MessageKind } from './validate.js';

/** The adapter's reply to start, read: who it is, or what is wrong with the reply. */
export type StartReading =
  { readonly ok: true; readonly implementation: Implementation } | { readonly ok: false; readonly fault: AdapterFault };

/** The adapter's reply to one run, read. `resync` says the process's output can no longer be trusted to line up. */
export type RunReading =
  | { readonly kind: 'observation'; readonly observation: Observation }
  | { readonly kind: 'skipped'; readonly reason: string; readonly issue?: string }
  | { readonly kind: 'fault'; readonly fault: AdapterFault; readonly resync: boolean };

type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly detail: string };

function parseLine(line: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(line) as unknown };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function protocolError(expecting: MessageKind, line: string, data: FindingData): AdapterFault {
  return { code: 'adapter/protocol-error', data: { ...data, expecting, line: truncateLine(line) } };
}

function schemaFault(
  expecting: MessageKind,
  line: string,
  value: unknown,
  errors: Parameters<typeof usefulErrors>[0],
): AdapterFault {
  const first = usefulErrors(errors)[0] ?? errors[0];
  const data = first ? { ...schemaErrorData(first, value), pointer: first.instancePath } : {};
  return protocolError(expecting, line, { problem: 'schema', ...data });
}

/** Reads the reply to start: the version first (a newer adapter may shape the rest otherwise), then the schema. */
export function readStarted(line: string): StartReading {
  const parsed = parseLine(line);
  if (!parsed.ok)
    return { ok: false, fault: protocolError('started', line, { problem: 'not-json', detail: parsed.detail }) };
  const version = field(parsed.value, 'version');
  if (typeof version === 'number' && version !== PROTOCOL_VERSION) {
    return {
      ok: false,
      fault: { code: 'adapter/version-mismatch', data: { expected: PROTOCOL_VERSION, observed: version } },
    };
  }
  if (tooDeepAt(parsed.value) !== undefined)
    return { ok: false, fault: protocolError('started', line, { problem: 'too-deep', limit: MAX_DEPTH }) };
  const checked = checkMessage('started', parsed.value);
  if (!checked.ok) return { ok: false, fault: schemaFault('started', line, parsed.value, checked.errors) };
  return { ok: true, implementation: checked.value.implementation };
}

/**
 * Reads the reply to the run of `seq`: its seq first, then the schema, then which of the three answers it is. A
 * reply carrying the seq of the last run answered (`answered`) is a duplicate answer to that run.
 */
export function readRunResult(
  line: string,
  seq: number,
  answered?: { readonly seq: number; readonly id: string },
  limits?: ReplyLimits,
): RunReading {
  const parsed = parseLine(line);
  if (!parsed.ok) return fault(protocolError('runResult', line, { problem: 'not-json', detail: parsed.detail }), true);
  const observedSeq = field(parsed.value, 'seq');
  if (typeof observedSeq === 'number' && observedSeq !== seq) {
    const duplicate = observedSeq === answered?.seq ? { problem: 'duplicate', fixture: answered.id } : {};
    const data = { expected: seq, observed: observedSeq, line: truncateLine(line), ...duplicate };
    return fault({ code: 'adapter/wrong-seq', data }, true);
  }
  const observation = field(parsed.value, 'observation');
  if (tooDeepAt(parsed.value) !== undefined) {
    if (observation !== undefined && typeof observedSeq === 'number') return invalidObservation(observation, limits);
    return fault(protocolError('runResult', line, { problem: 'too-deep', limit: MAX_DEPTH }), true);
  }
  // Too many events is refused before the schema walks them (reply-limits.ts).
  const tooBig = observation === undefined ? undefined : replyLimitProblem(observation, limits);
  if (tooBig) return fault({ code: 'adapter/invalid-observation', data: tooBig }, false);
  const checked = checkMessage('runResult', parsed.value);
  if (!checked.ok) {
    if (observation !== undefined && typeof observedSeq === 'number')
      return invalidObservation(observation, limits, replyProblem(parsed.value, checked.errors));
    return fault(schemaFault('runResult', line, parsed.value, checked.errors), true);
  }
  const reply = checked.value;
  if ('observation' in reply) {
    markValidated(reply.observation);
    return { kind: 'observation', observation: reply.observation };
  }
  if ('skipped' in reply) return { kind: 'skipped', ...reply.skipped };
  const data = { message: reply.errored.message, detail: reply.errored.detail };
  return fault({ code: 'adapter/errored', data }, false);
}

/** The keys a reply to run may hold (run-result.schema.json). */
const REPLY_KEYS: ReadonlySet<unknown> = new Set(['seq', 'observation', 'skipped', 'errored']);

/** What is wrong with a reply around a valid observation (an unknown top-level key): where, and which key. */
function replyProblem(value: unknown, errors: Parameters<typeof usefulErrors>[0]): FindingData {
  const unknownKey = errors.find(
    (error) => error.keyword === 'additionalProperties' && !REPLY_KEYS.has(error.params.additionalProperty),
  );
  const first = unknownKey ?? usefulErrors(errors)[0] ?? errors[0];
  return first ? { problem: 'reply', at: first.instancePath || '/', ...schemaErrorData(first, value) } : {};
}

/**
 * A well-framed reply whose observation breaks its schema: the same finding as in process, no resync needed. When
 * the observation itself is valid, the problem is in the reply around it (`around`).
 */
function invalidObservation(observation: unknown, limits?: ReplyLimits, around: FindingData = {}): RunReading {
  return fault({ code: 'adapter/invalid-observation', data: observationProblem(observation, limits) ?? around }, false);
}

function fault(adapterFault: AdapterFault, resync: boolean): RunReading {
  return { kind: 'fault', fault: adapterFault, resync };
}

/** Reads the reply to a query command: the answers and the state, or the fault (errored, wrong seq, schema). */
export function readQueryResult(line: string, seq: number): { reply: QueryReply } | { fault: AdapterFault } {
  const parsed = parseLine(line);
  if (!parsed.ok) return { fault: protocolError('queryResult', line, { problem: 'not-json', detail: parsed.detail }) };
  const checkedReply = checkMessage('queryResult', parsed.value);
  if (!checkedReply.ok) return { fault: schemaFault('queryResult', line, parsed.value, checkedReply.errors) };
  const result = checkedReply.value;
  if (result.seq !== seq)
    return { fault: { code: 'adapter/wrong-seq', data: { expected: seq, observed: result.seq } } };
  if ('errored' in result) return { fault: { code: 'adapter/errored', data: { ...result.errored } } };
  return { reply: result.reply };
}
