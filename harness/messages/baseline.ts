/**
 * The messages of baseline notes, and the notice for a baseline that matches on status only. Part of the one message
 * renderer: harness/messages/index.ts spreads this table into its own.
 */
import type { FindingCode } from '../../schemas/types/generated.js';
import type { FindingData } from './findings.js';
import { q, text } from './parts.js';

type Renderer = (data: FindingData) => string;

/** The command that rewrites a baseline from a run's report. */
function updateCommand(baseline: string, report: string): string {
  return `riftbound-conformance baseline update --baseline ${baseline} --report ${report}`;
}

/** The messages of the baseline notes a run adds to a fixture's findings. */
export const baselineMessages = {
  'baseline/expected-fail': (d) => `The fixture fails as the baseline says: ${text(d.reason)}.`,
  'baseline/unexpected-pass': () =>
    'The baseline says this fixture fails, but it passed. Remove its entry from the baseline.',
  'baseline/status-changed': (d) =>
    `The fixture ended ${q(d.observed)} where the baseline says ${q(d.expected)} (was: ${text(d.was)}; now: ${text(d.now)}). Update the baseline entry or fix the regression.`,
  'baseline/failure-changed': (d) =>
    `The fixture fails differently from the baseline's record, so this is a new failure (was: ${text(d.was)}; now: ${text(d.now)}). Fix the regression, or, if the new failure is known too, record it with \`riftbound-conformance baseline update\` from this run's report.`,
  'baseline/stale-entry': (d) =>
    `The baseline lists ${q(d.id)}, which is not a fixture of the corpus (removed or renamed), and this fails the run. Remove the entry, or run \`riftbound-conformance baseline update\`.`,
} satisfies Partial<Record<FindingCode, Renderer>>;

/**
 * Said once at the start of a run whose baseline has entries without a failure fingerprint (baselineVersion 1, or
 * entries written by hand): they match on status only, and the exact command that records the fingerprints.
 */
export function renderStatusOnlyBaseline(count: number, baseline: string, report: string): string {
  const entries = count === 1 ? '1 entry' : `${count} entries`;
  return `Baseline ${baseline}: ${entries} ${count === 1 ? 'records' : 'record'} a status but no failure fingerprint, so a fixture there that fails differently stays hidden. After this run, record the fingerprints with: ${updateCommand(baseline, report)}`;
}
