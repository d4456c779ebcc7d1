/**
 * spec/FIDELITY.md: the independent check of every fixture against the Core Rules, one row per fixture in its "Per
 * fixture" table, and the summary by chapter computed from those rows.
 */

/** One row of the per-fixture table. */
export interface FidelityRow {
  readonly fixture: string;
  /**
   * `checked`, `contradicting` or `convention-dependent`, optionally followed by what was done (`→ fixed`, `→ named`);
   * `awaiting-check` for a fixture not checked yet (its Core Rules numbers are then the ones the fixture cites).
   */
  readonly verdict: string;
  readonly coreRules: string;
}

export const VERDICTS = ['checked', 'contradicting', 'convention-dependent', 'awaiting-check'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The rows of a table whose first cell is a fixture ID (in backticks or not): ID, verdict and Core Rules numbers. */
export function tableRows(markdown: string): FidelityRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| `?[a-z]+-[a-z0-9-]+`? +\|/.test(line) && !line.startsWith('| fixture-id'))
    .map((line) => {
      const [fixture = '', verdict = '', coreRules = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { fixture: fixture.replaceAll('`', ''), verdict: verdict.replaceAll('*', ''), coreRules };
    });
}

/** The rows of the per-fixture table of spec/FIDELITY.md, in file order. */
export function fidelityRows(markdown: string): FidelityRow[] {
  return tableRows(markdown.slice(markdown.indexOf('| fixture ')));
}

/** The verdict a row counts under: the word before any `→`. */
export function verdictOf(row: FidelityRow): Verdict | undefined {
  const word = row.verdict.split('→')[0]?.trim();
  return VERDICTS.find((verdict) => verdict === word);
}

/** The summary table's rows, by chapter in the given order, then all: [chapter, fixtures, per verdict...]. */
export function summaryRows(rows: readonly FidelityRow[], chapters: readonly string[]): string[][] {
  const line = (label: string, subset: readonly FidelityRow[]) => [
    label,
    String(subset.length),
    ...VERDICTS.map((verdict) => String(subset.filter((row) => verdictOf(row) === verdict).length)),
  ];
  return [
    ...chapters.map((chapter) =>
      line(
        chapter,
        rows.filter((row) => row.fixture.startsWith(`${chapter}-`)),
      ),
    ),
    line('all', rows).map((cell) => `**${cell}**`),
  ];
}

/** The summary table as Markdown (before formatting). */
export function renderSummary(rows: readonly FidelityRow[], chapters: readonly string[]): string {
  return [
    '| chapter | fixtures | checked | contradicting | convention-dependent | awaiting-check |',
    '| --- | --- | --- | --- | --- | --- |',
    ...summaryRows(rows, chapters).map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
