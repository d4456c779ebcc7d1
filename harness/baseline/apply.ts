import type { Baseline, Status } from '../../schemas/types/generated.js';
import type { Finding } from '../messages/findings.js';
import {
  describeFingerprint,
  fingerprintOf,
  sameFingerprint,
  type Fingerprint,
  type FingerprintSource,
} from './fingerprint.js';

/** One entry of a baseline: the status a fixture is known to end with, why, and (version 2) what its failure was. */
export type BaselineEntry = Baseline['entries'][string];

/** The part of a fixture's result a baseline reads and changes (a run's FixtureResult is one). */
export interface BaselineSubject {
  readonly status: Status;
  readonly reason?: string;
  readonly findings: readonly Finding[];
  /** What the failure was, before the baseline is applied (harness/baseline/fingerprint.ts). */
  readonly fingerprint?: Fingerprint;
}

/** The reason shown for an entry: its reason, and its issue when it has one. */
function reasonOf(entry: BaselineEntry): string {
  return entry.issue === undefined ? entry.reason : `${entry.reason} (${entry.issue})`;
}

/** A status and a failure in one line, for the was/now of a baseline note: "fail verdict/state step 0 …". */
function failureLine(status: Status, fingerprint: Fingerprint | undefined): string {
  return fingerprint === undefined ? status : `${status} ${describeFingerprint(fingerprint)}`;
}

/** What the entry recorded and what the fixture did now, as the facts of a baseline note. */
function wasNow(entry: BaselineEntry, result: BaselineSubject) {
  const now = failureLine(result.status, result.fingerprint);
  return { was: failureLine(entry.status, entry.fingerprint), now, reason: reasonOf(entry) };
}

/**
 * What a baseline entry does to the result of its fixture: a pass becomes unexpected-pass (it fails the run); the
 * listed status with the listed fingerprint (or an entry without one, which matches on status only) becomes
 * expected-fail, with the entry's reason. The listed status with another fingerprint is a new failure: the status
 * stays (it fails the run) and a baseline/failure-changed note, first, says what failed then and now. Another
 * non-pass status stays, with a baseline/status-changed note after the fixture's own findings.
 */
export function applyEntry<T extends BaselineSubject>(result: T, entry: BaselineEntry | undefined): T {
  if (entry === undefined) return result;
  const reason = reasonOf(entry);
  if (result.status === 'pass') {
    const note: Finding = { code: 'baseline/unexpected-pass', data: { reason } };
    return { ...result, status: 'unexpected-pass', reason, findings: [note, ...result.findings] };
  }
  if (result.status !== entry.status) {
    const data = { expected: entry.status, observed: result.status, ...wasNow(entry, result) };
    const note: Finding = { code: 'baseline/status-changed', data, expected: entry.status, observed: result.status };
    return { ...result, findings: [...result.findings, note] };
  }
  if (entry.fingerprint !== undefined && !sameFingerprint(entry.fingerprint, result.fingerprint)) {
    const note: Finding = {
      code: 'baseline/failure-changed',
      data: wasNow(entry, result),
      expected: entry.fingerprint,
      ...(result.fingerprint === undefined ? {} : { observed: result.fingerprint }),
    };
    return { ...result, findings: [note, ...result.findings] };
  }
  const note: Finding = { code: 'baseline/expected-fail', data: { reason } };
  return { ...result, status: 'expected-fail', reason, findings: [note, ...result.findings] };
}

/**
 * A fixture's result as a run judges it: the fingerprint of its failure read (while the observation is there, since
 * the rejection code of a step comes from it), then its baseline entry applied. `run` and the vitest entry both use it.
 */
export function judgeWithEntry<T extends BaselineSubject & FingerprintSource>(
  executed: T,
  entry: BaselineEntry | undefined,
): T {
  const fingerprint = fingerprintOf(executed);
  return applyEntry(fingerprint === undefined ? executed : { ...executed, fingerprint }, entry);
}

/** The IDs a baseline lists that the corpus (before filters and shards) does not hold, sorted: each fails the run. */
export function staleEntries(baseline: Baseline, corpusIds: ReadonlySet<string>): string[] {
  return Object.keys(baseline.entries)
    .filter((id) => !corpusIds.has(id))
    .sort();
}

/** The IDs of entries for a failure that record no fingerprint, sorted: they match on status only. */
export function statusOnlyEntries(baseline: Baseline): string[] {
  return Object.entries(baseline.entries)
    .filter(([, entry]) => entry.status !== 'not-applicable' && entry.fingerprint === undefined)
    .map(([id]) => id)
    .sort();
}

/** The entry of a fixture, if the baseline lists it. */
export function entryOf(baseline: Baseline | undefined, id: string): BaselineEntry | undefined {
  return baseline !== undefined && Object.hasOwn(baseline.entries, id) ? baseline.entries[id] : undefined;
}
