import type { ErrorObject } from 'ajv/dist/2020.js';
import { MAX_DEPTH, tooDeepAt } from '../depth.js';
import type { FindingData } from '../findings.js';
import { renderSchemaError } from '../messages.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';

/** How many schema errors one invalid-observation finding lists. */
const MAX_LISTED = 10;

/** The step an error is in (-1 for errors outside the steps), so that errors can be kept to the first bad step. */
function stepOf(error: ErrorObject): number {
  const match = /^\/steps\/(\d+)(?:\/|$)/.exec(error.instancePath);
  return match ? Number(match[1]) : -1;
}

/**
 * What is wrong with an adapter's observation, as the data of an adapter/invalid-observation finding, or undefined
 * when it is valid against observation.schema.json. The depth is bounded first (no later walker can then overflow
 * the stack); then every schema error of the first invalid step is listed, up to MAX_LISTED.
 */
export function observationProblem(value: unknown): FindingData | undefined {
  const deep = tooDeepAt(value);
  if (deep !== undefined) return { problem: 'too-deep', at: deep, limit: MAX_DEPTH };
  const errors = usefulErrors(validateDocument('observation', value));
  if (errors.length === 0) return undefined;
  const firstStep = Math.min(...errors.map(stepOf));
  const [first, ...rest] = errors.filter((error) => stepOf(error) === firstStep);
  if (first === undefined) return undefined;
  const listed = rest.slice(0, MAX_LISTED - 1);
  const also = listed.map((error) => renderSchemaError(error.instancePath || '/', schemaErrorData(error, value)));
  return {
    problem: 'schema',
    at: first.instancePath || '/',
    ...schemaErrorData(first, value),
    ...(also.length === 0 ? {} : { also }),
    ...(rest.length > listed.length ? { alsoMore: rest.length - listed.length } : {}),
  };
}
