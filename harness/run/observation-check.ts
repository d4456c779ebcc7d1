import type { ErrorObject } from 'ajv/dist/2020.js';
import { MAX_DEPTH, tooDeepAt } from '../load/depth.js';
import type { FindingData } from '../messages/findings.js';
import { renderSchemaError } from '../messages/index.js';
import { capped, schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { replyLimitProblem, type ReplyLimits } from './reply-limits.js';

/** How many schema errors one invalid-observation finding lists. */
const MAX_LISTED = 10;

/** The step an error is in (-1 for errors outside the steps), so that errors can be kept to the first bad step. */
function stepOf(error: ErrorObject): number {
  const match = /^\/steps\/(\d+)(?:\/|$)/.exec(error.instancePath);
  return match ? Number(match[1]) : -1;
}

/**
 * Observations already found valid against observation.schema.json with their depth bounded: a reply over stdio is
 * checked whole (run-result.schema.json holds the observation schema), and is not walked a second time.
 */
const validated = new WeakSet<object>();

/** Records that an observation was validated (as part of a valid reply that the harness alone holds). */
export function markValidated(observation: object): void {
  validated.add(observation);
}

/**
 * What is wrong with an adapter's observation, as the data of an adapter/invalid-observation finding, or undefined
 * when it is valid against observation.schema.json. The depth is bounded first (no later walker can then overflow
 * the stack), then the size and the events of a step (reply-limits.ts); then every schema error of the first invalid
 * step is listed, up to MAX_LISTED.
 */
export function observationProblem(value: unknown, limits?: ReplyLimits): FindingData | undefined {
  if (typeof value === 'object' && value !== null && validated.has(value)) return undefined;
  const deep = tooDeepAt(value);
  if (deep !== undefined) return { problem: 'too-deep', at: deep, limit: MAX_DEPTH };
  const tooBig = replyLimitProblem(value, limits);
  if (tooBig) return tooBig;
  const found = validateDocument('observation', value);
  const errors = usefulErrors(found);
  if (errors.length === 0) return undefined;
  // A loop, not Math.min(...): a spread of many errors would overflow the stack.
  const firstStep = errors.reduce((lowest, error) => Math.min(lowest, stepOf(error)), Infinity);
  const [first, ...rest] = errors.filter((error) => stepOf(error) === firstStep);
  if (first === undefined) return undefined;
  const listed = rest.slice(0, MAX_LISTED - 1);
  const also = listed.map((error) => renderSchemaError(error.instancePath || '/', schemaErrorData(error, value)));
  return {
    problem: 'schema',
    at: first.instancePath || '/',
    ...schemaErrorData(first, value),
    ...(also.length === 0 ? {} : { also }),
    ...(rest.length > listed.length ? { alsoMore: rest.length - listed.length, ...capped(found) } : {}),
  };
}
