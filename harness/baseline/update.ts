import type { Baseline, Status } from '../../schemas/types/generated.js';
import { entryOf, type BaselineEntry } from './apply.js';

/** What update reads of a fixture's result (a report's Result is one). */
export interface RanFixture {
  readonly id: string;
  readonly status: Status;
  readonly diagnostics: readonly { readonly code: string }[];
}

/** The statuses that fail a run when no baseline entry covers them. */
const FAILING = new Set<Status>(['fail', 'error', 'crash', 'timeout']);

type EntryStatus = BaselineEntry['status'];

function isEntryStatus(status: Status): status is EntryStatus {
  return FAILING.has(status) || status === 'not-applicable';
}

/** The entry a result leaves in the baseline, given the entry it had; undefined drops it. */
function entryFor(result: RanFixture, previous: BaselineEntry | undefined): BaselineEntry | undefined {
  if (result.status === 'expected-fail') return previous;
  if (!isEntryStatus(result.status)) return undefined; // pass, unexpected-pass: the fixture passes now
  if (previous) return { ...previous, status: result.status };
  if (!FAILING.has(result.status)) return undefined;
  const first = result.diagnostics[0]?.code ?? result.status;
  return { status: result.status, reason: `new failure: ${first}` };
}

/**
 * The baseline a run leaves: entries that stay keep their reason and issue (with the status now seen), new failures
 * get "new failure: <first diagnostic code>", fixtures that pass lose their entry, and entries naming no fixture of
 * the corpus go. Entries for fixtures of the corpus that this run did not run (filters, shards) stay as they were.
 */
export function updateBaseline(
  previous: Baseline | undefined,
  results: readonly RanFixture[],
  corpusIds: ReadonlySet<string>,
  adapter?: string,
): Baseline {
  const entries = new Map<string, BaselineEntry>();
  const ran = new Set(results.map((result) => result.id));
  for (const [id, entry] of Object.entries(previous?.entries ?? {})) {
    if (corpusIds.has(id) && !ran.has(id)) entries.set(id, entry);
  }
  for (const result of results) {
    const entry = entryFor(result, entryOf(previous, result.id));
    if (entry) entries.set(result.id, entry);
  }
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const name = adapter ?? previous?.adapter;
  return {
    ...(previous?.$schema === undefined ? {} : { $schema: previous.$schema }),
    baselineVersion: 1,
    ...(name === undefined ? {} : { adapter: name }),
    entries: sorted,
  };
}
