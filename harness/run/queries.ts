import type {
  Implementation,
  Observation,
  QueryAnswer,
  QueryReply,
  Result,
  Scenario,
  State,
} from '../../schemas/types/generated.js';
import type { Adapter, QueryRequest } from '../adapters/types.js';
import type { FindingDraft } from '../messages/findings.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { deepFreeze } from '../scenario/freeze.js';
import { unobservedParts } from '../verdict/observed.js';
import { answerMeaning, checkAnswers, checkUnchanged, queryPoints, type QueryPoint } from '../verdict/queries.js';
import { deepEqual } from '../verdict/deep-equal.js';
import { shortJson } from '../text/json-text.js';
import type { Divergence } from '../verdict/types.js';
import type { Fixture } from '../../schemas/types/generated.js';
import { settleWithin } from './timeout.js';
import { AdapterFaultError } from '../protocol/faults.js';

/** One query as asked and answered, for the reports (report.schema.json, `queries`): data, escaped where shown. */
export type AskedQuery = NonNullable<Result['queries']>[number];

/** What asking a fixture's queries gave: the first divergence or fault, and every answer for the reports. */
export interface QueryOutcome {
  readonly divergence?: Divergence;
  readonly fault?: FindingDraft;
  readonly asked: readonly AskedQuery[];
}

/** Each query of a point with both answers as JSON text, up to the first that disagrees. */
function askedOf(point: QueryPoint, answers: readonly QueryAnswer[]): AskedQuery[] {
  const asked: AskedQuery[] = [];
  for (const [j, { ask, answer }] of point.queries.entries()) {
    const expected = answerMeaning(ask.kind, answer);
    const observed = answerMeaning(ask.kind, answers[j] ?? {});
    const agrees = deepEqual(expected, observed);
    const pointer = `${point.pointer}/${j}`;
    asked.push({
      pointer,
      kind: ask.kind,
      ask: shortJson(ask),
      expected: shortJson(expected),
      observed: shortJson(observed),
      agrees,
    });
    if (!agrees) break;
  }
  return asked;
}

/** The state the engine was in at a point: what it loaded (or `given`) before any step, else the step's state. */
function stateAt(point: QueryPoint, observation: Observation, given: State): State {
  if (point.after === 0) return observation.initial ?? given;
  return observation.steps[point.after - 1]?.state ?? given;
}

function replyFault(reply: unknown, count: number): FindingDraft | undefined {
  const [error] = usefulErrors(validateDocument('queryResult', { seq: 0, reply }));
  if (error)
    return { code: 'adapter/invalid-observation', data: { problem: 'query', ...schemaErrorData(error, reply) } };
  const answers = (reply as QueryReply).answers.length;
  if (answers !== count)
    return {
      code: 'adapter/invalid-observation',
      data: { problem: 'answer-count', observed: answers, expected: count },
    };
  return undefined;
}

async function askOne(adapter: Adapter, scenario: Scenario, point: QueryPoint, timeoutMs: number) {
  const query = adapter.query?.bind(adapter);
  if (!query)
    return {
      fault: {
        code: 'adapter/errored',
        data: { message: 'the adapter declares query capabilities but has no query method' },
      } as FindingDraft,
    };
  const request = deepFreeze({
    scenario: { ...scenario, when: scenario.when.slice(0, point.after) },
    queries: point.queries.map((q) => q.ask),
  }) as QueryRequest;
  const settled = await settleWithin(() => query(request), timeoutMs);
  if (settled.kind === 'timeout') return { fault: { code: 'adapter/timeout', data: { timeoutMs } } as FindingDraft };
  if (settled.kind === 'threw') {
    const error = settled.error;
    if (error instanceof AdapterFaultError)
      return { fault: { code: error.fault.code, data: error.fault.data } as FindingDraft };
    return {
      fault: {
        code: 'adapter/threw',
        data: { message: error instanceof Error ? error.message : String(error) },
      } as FindingDraft,
    };
  }
  const fault = replyFault(settled.value, point.queries.length);
  return fault ? { fault } : { reply: settled.value };
}

/**
 * Asks each point's queries of the adapter (spec/INTERPRETING.md 4.8) in the state its scenario reaches there, and
 * judges the answers and that the state read back after them is the state before them (on the parts observed).
 */
export async function askQueries(
  fixture: Fixture,
  scenario: Scenario,
  observation: Observation,
  adapter: Adapter,
  implementation: Implementation,
  timeoutMs: number,
): Promise<QueryOutcome> {
  const asked: AskedQuery[] = [];
  const unobserved = unobservedParts(implementation);
  for (const point of queryPoints(fixture.then)) {
    const result = await askOne(adapter, scenario, point, timeoutMs);
    if ('fault' in result) return { fault: result.fault, asked };
    asked.push(...askedOf(point, result.reply.answers));
    const divergence =
      checkAnswers(point, result.reply.answers) ??
      checkUnchanged(point, stateAt(point, observation, scenario.given), result.reply.state, unobserved);
    if (divergence) return { divergence, asked };
  }
  return { asked };
}
