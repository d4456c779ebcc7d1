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

/** The badge of a report: "N/M passed"; red when the run fails, green when every fixture passed, yellow otherwise. */
export function badgeOf(report: Report): Badge {
  const { passed, total } = passedOf(report);
  const color = !report.summary.ok ? 'red' : passed === total ? 'brightgreen' : 'yellow';
  return { schemaVersion: 1, label: 'riftbound conformance', message: `${passed}/${total} passed`, color };
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
