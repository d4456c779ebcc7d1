import type { Colors } from '../format/colors.js';
import { chapterCoverage } from './chapters.js';
import {
  COVERAGE_THRESHOLDS,
  tableOrder,
  type CoverageReport,
  type CoverageStatus,
  type RuleCoverage,
} from './compute.js';

const HEADINGS = ['status', 'rule', 'chapter', 'fixtures', 'contrasts', 'missing'] as const;

function paint(status: CoverageStatus, text: string, c: Colors): string {
  if (status === 'covered') return c.green(text);
  return status === 'thin' ? c.yellow(text) : c.red(text);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What a rule still lacks to be covered, or "" when it lacks nothing. */
export function missingText(rule: RuleCoverage): string {
  const fixtures = Math.max(0, COVERAGE_THRESHOLDS.fixtures - rule.fixtures.length);
  const contrasts = Math.max(0, COVERAGE_THRESHOLDS.contrasts - rule.contrasts.length);
  const parts = [
    ...(fixtures > 0 ? [plural(fixtures, 'fixture')] : []),
    ...(contrasts > 0 ? [plural(contrasts, 'contrast')] : []),
  ];
  return parts.join(' + ');
}

function cells(rule: RuleCoverage): string[] {
  return [
    rule.status,
    rule.id,
    rule.chapter,
    String(rule.fixtures.length),
    String(rule.contrasts.length),
    missingText(rule),
  ];
}

/**
 * The coverage table: uncovered rules first, then thin ones, then covered ones, each group by chapter in spec order;
 * then one line per chapter and the totals. Colours only the status column, so widths stay exact.
 */
export function renderCoverageTable(report: CoverageReport, chapters: readonly string[], c: Colors): string {
  const rows = tableOrder(report, chapters);
  const table = [HEADINGS.map((heading) => heading.toUpperCase()), ...rows.map(cells)];
  const widths = HEADINGS.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  const numeric = new Set([3, 4]);
  const line = (row: readonly string[], status?: CoverageStatus): string =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        const padded = numeric.has(column) ? cell.padStart(width) : cell.padEnd(width);
        return column === 0 && status !== undefined ? paint(status, padded, c) : padded;
      })
      .join('  ')
      .trimEnd();
  const body = [line(table[0] ?? []), ...rows.map((rule) => line(cells(rule), rule.status))];
  const byChapter = chapterCoverage(report, chapters).map(
    (chapter) =>
      `  ${chapter.id.padEnd(Math.max(...chapters.map((id) => id.length), 7))}  ${plural(chapter.rules, 'rule')}: ${chapter.covered} covered, ${chapter.thin} thin, ${chapter.uncovered} uncovered`,
  );
  const { summary } = report;
  const totals = `${plural(summary.rules, 'rule')}, ${plural(summary.fixtures, 'fixture')}: ${c.green(`${summary.covered} covered`)}, ${c.yellow(`${summary.thin} thin`)}, ${c.red(`${summary.uncovered} uncovered`)}`;
  const rule = `A rule is covered with at least ${plural(COVERAGE_THRESHOLDS.fixtures, 'fixture')} citing it in \`rules\`, ${COVERAGE_THRESHOLDS.contrasts} of them naming it in \`contrasts\`.`;
  const next = summary.complete
    ? c.green('Every rule of the spec is covered.')
    : c.red(
        'Coverage is incomplete: write fixtures (and contrasts) for the rules listed first, then run coverage again.',
      );
  return [...body, '', ...byChapter, '', totals, rule, next].join('\n');
}
