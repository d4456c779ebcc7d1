/**
 * `serve`: runs an in-process adapter as a protocol v1 server on stdin and stdout. It is the worked example of the
 * stdio route: read one JSON message per line, answer start with who you are, answer every run with the same seq,
 * exit on stop. Everything for people goes to stderr; stdout carries protocol lines only.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Query, QueryResult, RunResult, Scenario, StartedReply } from '../../schemas/types/generated.js';
import { isSkip, type Adapter } from '../adapters/types.js';
import { isSkipError } from './faults.js';
import { deepFreeze } from '../scenario/freeze.js';
import { PROTOCOL_VERSION } from './version.js';
import { checkMessage } from './validate.js';

/** Answers protocol messages read from `input` until stop or the end of input; `out` gets protocol lines only. */
export async function serve(
  adapter: Adapter,
  input: Readable,
  out: (text: string) => void,
  log: (text: string) => void,
): Promise<void> {
  const reply = (message: StartedReply | RunResult | QueryResult): void => {
    out(`${JSON.stringify(message)}\n`);
  };
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const message = parse(line);
    if (message === undefined) {
      log(`serve: ignored a line that is not a protocol command: ${line.slice(0, 200)}\n`);
      continue;
    }
    if (message.cmd === 'stop') return;
    if (message.cmd === 'invalid-run') {
      reply({
        seq: message.seq,
        errored: { message: 'the run command breaks run.schema.json', detail: message.detail },
      });
      continue;
    }
    if (message.cmd === 'start') {
      // Answer with the version we speak; the harness refuses another.
      reply({ version: PROTOCOL_VERSION, implementation: await adapter.describe() });
      continue;
    }
    if (message.cmd === 'query') {
      reply(await queryOne(adapter, message.seq, message.scenario, message.queries));
      continue;
    }
    reply(await runOne(adapter, message.seq, message.scenario));
  }
}

type Command =
  | { cmd: 'start' }
  | { cmd: 'stop' }
  | { cmd: 'run'; seq: number; scenario: Scenario }
  | { cmd: 'query'; seq: number; scenario: Scenario; queries: Query[] }
  | { cmd: 'invalid-run'; seq: number; detail: string };

/** A line read as a command; a run is checked against its schema, a start of any version is answered. */
function parse(line: string): Command | undefined {
  let value: { cmd?: unknown; seq?: unknown } | null;
  try {
    value = JSON.parse(line) as typeof value;
  } catch {
    return undefined;
  }
  if (value?.cmd === 'start' || value?.cmd === 'stop') return { cmd: value.cmd };
  if (value?.cmd === 'query') return parseQuery(value);
  if (value?.cmd !== 'run') return undefined;
  const checked = checkMessage('run', value);
  if (checked.ok) return checked.value;
  // A run we cannot read is still answered, with its seq, so the harness need not wait for a timeout.
  if (typeof value.seq !== 'number') return undefined;
  return { cmd: 'invalid-run', seq: value.seq, detail: JSON.stringify(checked.errors.slice(0, 3)) };
}

/** Runs one scenario; a skip is passed on as skipped, an adapter that throws is reported as errored, with the seq. */
async function runOne(adapter: Adapter, seq: number, scenario: Scenario): Promise<RunResult> {
  try {
    // Freeze it, as the harness does in process: an engine must not change what it was handed.
    const answer = await adapter.run(deepFreeze(scenario) as Readonly<Scenario>);
    return isSkip(answer) ? { seq, skipped: answer.skipped } : { seq, observation: answer };
  } catch (error) {
    if (isSkipError(error))
      return { seq, skipped: { reason: error.reason, ...(error.issue === undefined ? {} : { issue: error.issue }) } };
    const message = error instanceof Error ? error.message : String(error);
    const detail = error instanceof Error ? error.stack : undefined;
    return { seq, errored: detail === undefined ? { message } : { message, detail } };
  }
}

/** A query command checked against its schema; one that breaks it is answered as errored, with its seq. */
function parseQuery(value: { cmd?: unknown; seq?: unknown }): Command | undefined {
  const checked = checkMessage('query', value);
  if (checked.ok) return checked.value;
  if (typeof value.seq !== 'number') return undefined;
  return { cmd: 'invalid-run', seq: value.seq, detail: JSON.stringify(checked.errors.slice(0, 3)) };
}

/** Answers one query command with the adapter's `query` method (spec/INTERPRETING.md 4.8); errored without one. */
async function queryOne(adapter: Adapter, seq: number, scenario: Scenario, queries: Query[]): Promise<QueryResult> {
  if (!adapter.query) return { seq, errored: { message: 'the adapter has no query method' } };
  try {
    const request = deepFreeze({ scenario, queries }) as { scenario: Readonly<Scenario>; queries: readonly Query[] };
    return { seq, reply: await adapter.query(request) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { seq, errored: { message } };
  }
}
