import type { Report } from '../../schemas/types/generated.js';
import type { ReporterFactory } from '../report/reporter.js';
import { passedOf } from './shared/results.js';
import { writeReportFile } from './shared/write-file.js';

/** The file this reporter writes in the output folder. */
export const BADGE_FILE = 'badge.json';

/** A shields.io endpoint badge (https://shields.io/badges/endpoint-badge). */
export interface Badge {
  readonly schemaVersion: 1;
  readonly label: string;
  readonly message: string;
  readonly color: 'brightgreen' | 'yellow' | 'red';
}

/** Why a badge is red besides failing fixtures, in a word or two. */
const BADGE_NOTES: Readonly<Record<string, string>> = {
  'fixture-errors': 'invalid fixtures',
  'stale-baseline': 'stale baseline',
  'nothing-judged': 'nothing judged',
  'min-pass': 'below --min-pass',
  interrupted: 'interrupted',
};

/**
 * The badge of a report: "N/M passed", with what else fails the run; red when the run fails, green when every
 * fixture passed, yellow otherwise.
 */
export function badgeOf(report: Report): Badge {
  const { passed, total } = passedOf(report);
  const ok = report.summary.ok && (report.summary.problems ?? []).length === 0;
  const color = !ok ? 'red' : passed === total ? 'brightgreen' : 'yellow';
  const notes = (report.summary.problems ?? []).flatMap((problem) => BADGE_NOTES[problem.kind] ?? []);
  const message = [`${passed}/${total} passed`, ...notes].join(', ');
  return { schemaVersion: 1, label: 'riftbound conformance', message, color };
}

/** The badge JSON file's content. */
export function renderBadge(report: Report): string {
  return `${JSON.stringify(badgeOf(report), null, 2)}\n`;
}

/** Writes badge.json at the end of a run. */
const createBadgeReporter: ReporterFactory = (context) => ({
  async onRunEnd({ report }) {
    await writeReportFile(context, BADGE_FILE, renderBadge(report));
  },
});

export default createBadgeReporter;
