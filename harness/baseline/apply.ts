import type { Baseline, Diagnostic, Result } from '../../schemas/types/generated.js';
import type { FindingData } from '../findings.js';
import { renderFinding } from '../messages.js';

/** One entry of a baseline: the status a fixture is known to end with, and why. */
export type BaselineEntry = Baseline['entries'][string];

/** Results with a baseline applied, and the entries that name no fixture of the corpus. */
export interface BaselineApplied {
  readonly results: readonly Result[];
  /** Fixture IDs the baseline lists that the corpus does not hold, sorted: each fails the run. */
  readonly stale: readonly string[];
}

function diagnostic(code: Diagnostic['code'], data: FindingData, expected?: string, observed?: string): Diagnostic {
  const base: Diagnostic = { code, message: renderFinding({ code, data }) };
  return expected === undefined || observed === undefined
    ? base
    : { ...base, expected: { status: expected }, observed: { status: observed } };
}

/** What a baseline entry does to the result of its fixture. */
function applyEntry(result: Result, entry: BaselineEntry): Result {
  const reason = entry.issue === undefined ? entry.reason : `${entry.reason} (${entry.issue})`;
  if (result.status === 'pass') {
    const note = diagnostic('baseline/unexpected-pass', { reason });
    return { ...result, status: 'unexpected-pass', reason, diagnostics: [note, ...result.diagnostics] };
  }
  if (result.status === entry.status) {
    const note = diagnostic('baseline/expected-fail', { reason });
    return { ...result, status: 'expected-fail', reason, diagnostics: [note, ...result.diagnostics] };
  }
  const data = { expected: entry.status, observed: result.status };
  const note = diagnostic('baseline/status-changed', data, entry.status, result.status);
  return { ...result, diagnostics: [...result.diagnostics, note] };
}

/**
 * Applies a baseline to a run's results. A listed fixture that ends with the listed status is expected-fail; one
 * that passes is unexpected-pass; one that ends with another non-pass status keeps it, with a baseline/status-changed
 * note. An entry naming no fixture of the corpus (`corpusIds`, before filters and shards) is stale.
 */
export function applyBaseline(
  results: readonly Result[],
  baseline: Baseline,
  corpusIds: ReadonlySet<string>,
): BaselineApplied {
  const entries = new Map(Object.entries(baseline.entries));
  const applied = results.map((result) => {
    const entry = entries.get(result.id);
    return entry === undefined ? result : applyEntry(result, entry);
  });
  const stale = [...entries.keys()].filter((id) => !corpusIds.has(id)).sort();
  return { results: applied, stale };
}
