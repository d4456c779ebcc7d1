import type { Report } from '../../schemas/types/generated.js';
import type { FindingData } from '../findings.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { PROTOCOL_VERSION } from '../version.js';

/** Why a file is not a report this harness can merge: a code and the facts of its message. */
export interface ReportRefusal {
  readonly code: 'report/not-json' | 'report/protocol-mismatch' | 'report/version-mismatch' | 'report/invalid';
  readonly data: FindingData;
}

/** A report file read: the report, or why it is refused. */
export type ReportReading =
  { readonly ok: true; readonly report: Report } | { readonly ok: false; readonly refusal: ReportRefusal };

const REPORT_VERSION = 1;

function versionOf(value: unknown, key: 'protocolVersion' | 'reportVersion'): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** Reads a report file's text: versions first (a report of another version may be shaped otherwise), then the schema. */
export function readReport(text: string, file: string): ReportReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse('report/not-json', { file, detail: error instanceof Error ? error.message : String(error) });
  }
  const protocol = versionOf(value, 'protocolVersion');
  if (protocol !== PROTOCOL_VERSION)
    return refuse('report/protocol-mismatch', { file, expected: PROTOCOL_VERSION, observed: String(protocol) });
  const version = versionOf(value, 'reportVersion');
  if (version !== REPORT_VERSION)
    return refuse('report/version-mismatch', { file, expected: REPORT_VERSION, observed: String(version) });
  const [error] = usefulErrors(validateDocument('report', value));
  if (error)
    return refuse('report/invalid', { file, pointer: error.instancePath || '/', ...schemaErrorData(error, value) });
  return { ok: true, report: value as Report };
}

function refuse(code: ReportRefusal['code'], data: FindingData): ReportReading {
  return { ok: false, refusal: { code, data } };
}
