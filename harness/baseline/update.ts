import type { Baseline, Status } from '../../schemas/types/generated.js';
import { entryOf, type BaselineEntry } from './apply.js';
import { sortedFingerprint, type Fingerprint } from './fingerprint.js';

/** The baseline format `baseline update` writes: entries with failure fingerprints. */
export const WRITTEN_BASELINE_VERSION = 2;

/** What update reads of a fixture's result (a report's Result is one). */
export interface RanFixture {
  readonly id: string;
  readonly status: Status;
  readonly diagnostics: readonly { readonly code: string }[];
  /** What the failure was; absent in reports of harnesses before baselineVersion 2. */
  readonly fingerprint?: Fingerprint;
}

/** The statuses that fail a run when no baseline entry covers them. */
const FAILING = new Set<Status>(['fail', 'error', 'crash', 'timeout']);

type EntryStatus = BaselineEntry['status'];

function isEntryStatus(status: Status): status is EntryStatus {
  return FAILING.has(status) || status === 'not-applicable';
}

/** An entry in its written order: status, reason, issue, then the fingerprint with its keys sorted. */
function entry(status: EntryStatus, reason: string, issue?: string, fingerprint?: Fingerprint): BaselineEntry {
  return {
    status,
    reason,
    ...(issue === undefined ? {} : { issue }),
    ...(fingerprint === undefined ? {} : { fingerprint: sortedFingerprint(fingerprint) }),
  };
}

/** The entry a result leaves in the baseline, given the entry it had; undefined drops it. */
function entryFor(result: RanFixture, previous: BaselineEntry | undefined): BaselineEntry | undefined {
  const seen = result.fingerprint;
  if (result.status === 'expected-fail')
    return previous && entry(previous.status, previous.reason, previous.issue, seen ?? previous.fingerprint);
  if (!isEntryStatus(result.status)) return undefined; // pass, unexpected-pass: the fixture passes now
  if (previous) return entry(result.status, previous.reason, previous.issue, seen);
  if (!FAILING.has(result.status)) return undefined;
  const first = result.diagnostics.find((diagnostic) => !diagnostic.code.startsWith('baseline/'))?.code;
  return entry(result.status, `new failure: ${first ?? result.status}`, undefined, seen);
}

/**
 * The baseline a run leaves (version 2): entries that stay keep their reason and issue, with the status and the
 * failure fingerprint now seen (an expected-fail keeps its fingerprint when the report has none); new failures get
 * "new failure: <first diagnostic code>"; fixtures that pass lose their entry, and entries naming no fixture of the
 * corpus go. Entries for fixtures of the corpus that this run did not run (filters, shards) stay as they were.
 */
export function updateBaseline(
  previous: Baseline | undefined,
  results: readonly RanFixture[],
  corpusIds: ReadonlySet<string>,
  adapter?: string,
): Baseline {
  const entries = new Map<string, BaselineEntry>();
  const ran = new Set(results.map((result) => result.id));
  for (const [id, kept] of Object.entries(previous?.entries ?? {})) {
    if (corpusIds.has(id) && !ran.has(id)) entries.set(id, kept);
  }
  for (const result of results) {
    const next = entryFor(result, entryOf(previous, result.id));
    if (next) entries.set(result.id, next);
  }
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const name = adapter ?? previous?.adapter;
  return {
    ...(previous?.$schema === undefined ? {} : { $schema: previous.$schema }),
    baselineVersion: WRITTEN_BASELINE_VERSION,
    ...(name === undefined ? {} : { adapter: name }),
    entries: sorted,
  };
}
