import type { Implementation } from '../../schemas/types/generated.js';
import { AdapterFaultError } from '../protocol/faults.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { UsageError } from '../messages/usage-error.js';
import type { Adapter } from './types.js';

/** Asks an adapter who it is, and checks the answer against implementation.schema.json. */
export async function describeAdapter(adapter: Adapter): Promise<Implementation> {
  let implementation: unknown;
  try {
    implementation = await adapter.describe();
  } catch (error) {
    if (error instanceof AdapterFaultError) throw error; // a process adapter that cannot start says why itself
    throw new UsageError(
      'usage/describe-failed',
      { detail: error instanceof Error ? error.message : String(error) },
      { cause: error },
    );
  }
  const [error] = usefulErrors(validateDocument('implementation', implementation));
  if (error) {
    throw new UsageError('usage/invalid-implementation', {
      ...schemaErrorData(error, implementation),
      pointer: error.instancePath || '/',
    });
  }
  return implementation as Implementation;
}
