import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Baseline } from '../../schemas/types/generated.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { UsageError } from '../usage-error.js';

/** Reads a baseline (a path relative to `cwd`, or the document itself) and checks it against baseline.schema.json. */
export function loadBaseline(source: string | Baseline, cwd: string = process.cwd()): Baseline {
  const shownAs = typeof source === 'string' ? source : '(object)';
  let value: unknown = source;
  if (typeof source === 'string') {
    try {
      value = JSON.parse(readFileSync(resolve(cwd, source), 'utf8')) as unknown;
    } catch (error) {
      throw new UsageError(
        'usage/invalid-baseline',
        { path: shownAs, detail: error instanceof Error ? error.message : String(error) },
        { cause: error },
      );
    }
  }
  const [error] = usefulErrors(validateDocument('baseline', value));
  if (error)
    throw new UsageError('usage/invalid-baseline', {
      path: shownAs,
      detail: `${error.instancePath || '/'} ${String(schemaErrorData(error, value).detail)}`,
    });
  return value as Baseline;
}
