import type { Baseline } from '../../schemas/types/generated.js';
import type { FindingData } from '../messages/findings.js';
import type { UsageCode } from '../messages/index.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';

/** The baseline formats this harness reads: 2 records failure fingerprints, 1 statuses only (still applied). */
export const BASELINE_VERSIONS: readonly number[] = [1, 2];

/** Why a text is not a baseline this harness can apply: a usage code and the facts of its message. */
export interface BaselineRefusal {
  readonly code: Extract<UsageCode, 'usage/invalid-baseline' | 'usage/baseline-version'>;
  readonly data: FindingData;
}

/** A baseline read: the baseline, or why it is refused. */
export type BaselineReading =
  { readonly ok: true; readonly baseline: Baseline } | { readonly ok: false; readonly refusal: BaselineRefusal };

/** Checks a parsed baseline: its baselineVersion first (another version may be shaped otherwise), then the schema. */
export function checkBaseline(value: unknown, path: string): BaselineReading {
  const version =
    value !== null && typeof value === 'object' ? (value as { baselineVersion?: unknown }).baselineVersion : undefined;
  if (typeof version !== 'number' || !BASELINE_VERSIONS.includes(version)) {
    return refuse('usage/baseline-version', { path, expected: BASELINE_VERSIONS, observed: String(version) });
  }
  const [error] = usefulErrors(validateDocument('baseline', value));
  if (error) {
    const detail = `${error.instancePath || '/'} ${String(schemaErrorData(error, value).detail)}`;
    return refuse('usage/invalid-baseline', { path, detail });
  }
  return { ok: true, baseline: value as Baseline };
}

/** Reads a baseline file's text. */
export function readBaseline(text: string, path: string): BaselineReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse('usage/invalid-baseline', { path, detail: error instanceof Error ? error.message : String(error) });
  }
  return checkBaseline(value, path);
}

function refuse(code: BaselineRefusal['code'], data: FindingData): BaselineReading {
  return { ok: false, refusal: { code, data } };
}
