import type { Report } from '../../schemas/types/generated.js';
import type { FindingData } from '../messages/findings.js';
import type { UsageCode } from '../messages/index.js';
import { readInputFile } from '../load/input-file.js';
import { schemaErrorData, usefulErrors } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { UsageError } from '../messages/usage-error.js';
import { PROTOCOL_VERSION } from '../protocol/version.js';

/** Why a file is not a report this harness can merge: a usage code and the facts of its message. */
export interface ReportRefusal {
  readonly code: Extract<
    UsageCode,
    | 'usage/report-not-json'
    | 'usage/not-a-report'
    | 'usage/report-protocol'
    | 'usage/report-version'
    | 'usage/invalid-report'
  >;
  readonly data: FindingData;
}

/** A report file read: the report, or why it is refused. */
export type ReportReading =
  { readonly ok: true; readonly report: Report } | { readonly ok: false; readonly refusal: ReportRefusal };

const REPORT_VERSION = 1;

function versionOf(value: unknown, key: 'protocolVersion' | 'reportVersion'): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** Why a JSON value is not a report at all (a fixture, a baseline, a list...), before versions are read. */
function notAReport(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'it is not a JSON object';
  const keys = ['reportVersion', 'results'].filter((key) => !(key in value));
  return keys.length === 0 ? undefined : `it has no ${keys.join(' and no ')}`;
}

/** Reads a report file's text: versions first (a report of another version may be shaped otherwise), then the schema. */
export function readReport(text: string, file: string): ReportReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse('usage/report-not-json', { file, detail: error instanceof Error ? error.message : String(error) });
  }
  const notReport = notAReport(value);
  if (notReport !== undefined) return refuse('usage/not-a-report', { file, detail: notReport });
  const protocol = versionOf(value, 'protocolVersion');
  if (protocol !== PROTOCOL_VERSION)
    return refuse('usage/report-protocol', { file, expected: PROTOCOL_VERSION, observed: String(protocol) });
  const version = versionOf(value, 'reportVersion');
  if (version !== REPORT_VERSION)
    return refuse('usage/report-version', { file, expected: REPORT_VERSION, observed: String(version) });
  const [error] = usefulErrors(validateDocument('report', value));
  if (error)
    return refuse('usage/invalid-report', {
      file,
      pointer: error.instancePath || '/',
      ...schemaErrorData(error, value),
    });
  return { ok: true, report: value as Report };
}

function refuse(code: ReportRefusal['code'], data: FindingData): ReportReading {
  return { ok: false, refusal: { code, data } };
}

/**
 * Reads a report file (a path relative to `cwd`, named by `option`); a file that is missing or is not a report of
 * this harness is a usage error.
 */
export function loadReport(path: string, cwd: string, option = 'the report'): Report {
  const reading = readReport(readInputFile(option, path, cwd), path);
  if (!reading.ok) throw new UsageError(reading.refusal.code, reading.refusal.data);
  return reading.report;
}
