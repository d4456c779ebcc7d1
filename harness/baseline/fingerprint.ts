import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Fingerprint, Observation, Status } from '../../schemas/types/generated.js';
import type { Finding } from '../messages/findings.js';
import { jsonText } from '../text/json-text.js';

export type { Fingerprint } from '../../schemas/types/generated.js';

/** What a fingerprint is read from: a result's status, its findings and, while it is kept, the observation. */
export interface FingerprintSource {
  readonly status: Status;
  readonly findings: readonly Finding[];
  readonly observation?: Observation;
}

/** A value longer than this (as compact JSON) is cut, and the hash of the whole is kept instead of the rest. */
export const FINGERPRINT_VALUE_CHARS = 120;

/** The statuses whose failure a fingerprint records. */
const FAILED = new Set<Status>(['fail', 'error', 'crash', 'timeout']);

/** JSON text with object keys sorted, so that the order an adapter writes keys in changes nothing. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return jsonText(value);
}

/** A value of a fingerprint: compact canonical JSON, cut after FINGERPRINT_VALUE_CHARS with the hash of the whole. */
export function fingerprintValue(value: unknown): string {
  const json = canonicalJson(value);
  if (json.length <= FINGERPRINT_VALUE_CHARS) return json;
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  return `${json.slice(0, FINGERPRINT_VALUE_CHARS - 32)}… sha256:${hash}`;
}

/** The step a finding is about: its `step` fact, or the index in a pointer into then.steps. */
function stepOf(finding: Finding): number | undefined {
  if (typeof finding.data?.step === 'number') return finding.data.step;
  const match = /^\/then\/steps\/(\d+)(\/|$)/.exec(finding.pointer ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The rejection code the adapter gave at a step, when it rejected it (a verdict/code finding holds it already). */
function rejectionAt(source: FingerprintSource, finding: Finding, step: number | undefined): string | undefined {
  if (step === undefined || finding.code === 'verdict/code') return undefined;
  const observed = source.observation?.steps[step];
  return observed?.outcome === 'rejected' ? observed.code : undefined;
}

/** Both sides at the pointer: a total cost's finding holds whole costs, its facts the one amount that differs. */
function sidesOf(finding: Finding): readonly [unknown, unknown] {
  const data = finding.data ?? {};
  if (finding.code === 'verdict/total-cost' && data.amount !== undefined) return [data.expected, data.observed];
  return [finding.expected, finding.observed];
}

/** Sorts a fingerprint's keys: the one form written to baselines and reports, one fact a line. */
export function sortedFingerprint(fingerprint: Fingerprint): Fingerprint {
  const entries = Object.entries(fingerprint).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))) as unknown as Fingerprint;
}

/**
 * What a result's failure was, free of volatile data: the code of its first finding that is no baseline note; for a
 * divergence also the step, the pointer into the fixture, the pointer into the observed state when it differs (a step
 * not rolled back), both sides and the rejection code the adapter gave. Adapter faults keep their code only: their
 * messages carry times, process output and the adapter's own words. Undefined for a result that did not fail.
 */
export function fingerprintOf(source: FingerprintSource): Fingerprint | undefined {
  if (!FAILED.has(source.status)) return undefined;
  const finding = source.findings.find((candidate) => !candidate.code.startsWith('baseline/'));
  if (finding === undefined) return undefined;
  if (!finding.code.startsWith('verdict/')) return { code: finding.code };
  const step = stepOf(finding);
  const where = finding.data?.where;
  const rejection = rejectionAt(source, finding, step);
  const [expected, observed] = sidesOf(finding);
  return sortedFingerprint({
    code: finding.code,
    ...(expected === undefined ? {} : { expected: fingerprintValue(expected) }),
    ...(observed === undefined ? {} : { observed: fingerprintValue(observed) }),
    ...(finding.pointer === undefined ? {} : { pointer: finding.pointer }),
    ...(rejection === undefined ? {} : { rejection }),
    ...(step === undefined ? {} : { step }),
    ...(typeof where === 'string' && where !== finding.pointer ? { where } : {}),
  });
}

/** Whether two fingerprints record the same failure. */
export function sameFingerprint(a: Fingerprint | undefined, b: Fingerprint | undefined): boolean {
  return isDeepStrictEqual(a === undefined ? a : sortedFingerprint(a), b === undefined ? b : sortedFingerprint(b));
}

/** A JSON string value without its quotes; any other value as it is. */
function bare(value: string | undefined): string {
  return value !== undefined && /^"[^"\\]*"$/.test(value) ? value.slice(1, -1) : (value ?? '');
}

/**
 * A fingerprint in one line: "verdict/total-cost step 2 /totalCost/energy 3≠4",
 * "verdict/outcome step 1 rejected payment/insufficient-energy, expected accepted", "adapter/threw".
 */
export function describeFingerprint(fingerprint: Fingerprint | undefined): string {
  if (fingerprint === undefined) return 'no recorded failure';
  const parts: string[] = [fingerprint.code];
  const { step, pointer, expected, observed, rejection, where } = fingerprint;
  const prefix = step === undefined ? undefined : `/then/steps/${step}`;
  const local = prefix !== undefined && pointer?.startsWith(prefix) === true ? pointer.slice(prefix.length) : pointer;
  if (step !== undefined) parts.push(`step ${step}`);
  if (fingerprint.code === 'verdict/outcome') {
    parts.push([bare(observed), rejection].filter(Boolean).join(' ') + `, expected ${bare(expected)}`);
    return parts.join(' ');
  }
  if (local !== undefined && local !== '') parts.push(local);
  if (where !== undefined) parts.push(`at state ${where}`);
  if (expected !== undefined || observed !== undefined) parts.push(`${expected ?? 'absent'}≠${observed ?? 'absent'}`);
  if (rejection !== undefined) parts.push(`(rejected ${rejection})`);
  return parts.join(' ');
}
