import type { Baseline, Status } from '../../schemas/types/generated.js';
import type { Finding } from '../findings.js';

/** One entry of a baseline: the status a fixture is known to end with, and why. */
export type BaselineEntry = Baseline['entries'][string];

/** The part of a fixture's result a baseline reads and changes (a run's FixtureResult is one). */
export interface BaselineSubject {
  readonly status: Status;
  readonly reason?: string;
  readonly findings: readonly Finding[];
}

/** The reason shown for an entry: its reason, and its issue when it has one. */
function reasonOf(entry: BaselineEntry): string {
  return entry.issue === undefined ? entry.reason : `${entry.reason} (${entry.issue})`;
}

/**
 * What a baseline entry does to the result of its fixture: a pass becomes unexpected-pass (it fails the run); the
 * listed status becomes expected-fail, with the entry's reason; another non-pass status stays, with a
 * baseline/status-changed note after the fixture's own findings. Without an entry, nothing changes.
 */
export function applyEntry<T extends BaselineSubject>(result: T, entry: BaselineEntry | undefined): T {
  if (entry === undefined) return result;
  const reason = reasonOf(entry);
  if (result.status === 'pass') {
    const note: Finding = { code: 'baseline/unexpected-pass', data: { reason } };
    return { ...result, status: 'unexpected-pass', reason, findings: [note, ...result.findings] };
  }
  if (result.status === entry.status) {
    const note: Finding = { code: 'baseline/expected-fail', data: { reason } };
    return { ...result, status: 'expected-fail', reason, findings: [note, ...result.findings] };
  }
  const data = { expected: entry.status, observed: result.status };
  const note: Finding = { code: 'baseline/status-changed', data, expected: entry.status, observed: result.status };
  return { ...result, findings: [...result.findings, note] };
}

/** The IDs a baseline lists that the corpus (before filters and shards) does not hold, sorted: each fails the run. */
export function staleEntries(baseline: Baseline, corpusIds: ReadonlySet<string>): string[] {
  return Object.keys(baseline.entries)
    .filter((id) => !corpusIds.has(id))
    .sort();
}

/** The entry of a fixture, if the baseline lists it. */
export function entryOf(baseline: Baseline | undefined, id: string): BaselineEntry | undefined {
  return baseline !== undefined && Object.hasOwn(baseline.entries, id) ? baseline.entries[id] : undefined;
}
