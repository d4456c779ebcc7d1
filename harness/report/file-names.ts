/**
 * Every file a report set may hold: report.json and the file of each file reporter. A manifest's names are trusted
 * only when they are in this list (harness/report/report-set.ts); test/reports/report-files.test.ts checks that
 * every reporter's file is listed.
 */
export const REPORT_SET_FILES: readonly string[] = [
  'report.json',
  'junit.xml',
  'summary.md',
  'report.html',
  'badge.json',
];

/** The file each file reporter writes, by its --reporter name. */
const REPORTER_FILES: Readonly<Record<string, string>> = {
  junit: 'junit.xml',
  markdown: 'summary.md',
  html: 'report.html',
  badge: 'badge.json',
};

/** The files a run with these reporters writes: report.json always, and each file reporter's file. */
export function reportSetFilesOf(reporters: readonly string[]): string[] {
  return ['report.json', ...reporters.flatMap((name) => REPORTER_FILES[name] ?? [])];
}

/** Whether a name is one of a report set's files: a plain file name, never `..`, `.`, a path or another file. */
export function isReportSetFile(name: unknown): name is string {
  return typeof name === 'string' && REPORT_SET_FILES.includes(name);
}
