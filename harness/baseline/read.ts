import type { Baseline } from '../../schemas/types/generated.js';
import type { FindingData } from '../findings.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';

/** The baseline format this harness reads and writes. */
export const BASELINE_VERSION = 1;

/** Why a file is not a baseline this harness can apply: a code and the facts of its message. */
export interface BaselineRefusal {
  readonly code: 'baseline/not-json' | 'baseline/version-mismatch' | 'baseline/invalid';
  readonly data: FindingData;
}

/** A baseline file read: the baseline, or why it is refused. */
export type BaselineReading =
  { readonly ok: true; readonly baseline: Baseline } | { readonly ok: false; readonly refusal: BaselineRefusal };

/** Reads a baseline file's text: its baselineVersion first, then the schema. */
export function readBaseline(text: string, file: string): BaselineReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse('baseline/not-json', { file, detail: error instanceof Error ? error.message : String(error) });
  }
  const version =
    value !== null && typeof value === 'object' ? (value as { baselineVersion?: unknown }).baselineVersion : undefined;
  if (version !== BASELINE_VERSION)
    return refuse('baseline/version-mismatch', { file, expected: BASELINE_VERSION, observed: String(version) });
  const [error] = usefulErrors(validateDocument('baseline', value));
  if (error)
    return refuse('baseline/invalid', { file, pointer: error.instancePath || '/', ...schemaErrorData(error, value) });
  return { ok: true, baseline: value as Baseline };
}

function refuse(code: BaselineRefusal['code'], data: FindingData): BaselineReading {
  return { ok: false, refusal: { code, data } };
}
