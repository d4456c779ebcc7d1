import type { Colors } from '../format/colors.js';
import type { CellStatus, ClauseGrid, DimensionGrid, GridCell } from './grid.js';

const HEADINGS = ['status', 'clause', 'value', 'by'] as const;
const STATUS_ORDER: Record<CellStatus, number> = { missing: 0, reason: 1, variant: 2, covered: 3 };
/** How many fixture IDs a row names before it says how many more there are. */
const SHOWN = 2;

function paint(status: CellStatus, text: string, c: Colors): string {
  if (status === 'covered') return c.green(text);
  if (status === 'missing') return c.red(text);
  return c.yellow(text);
}

function listed(ids: readonly string[]): string {
  const more = ids.length - SHOWN;
  return `${ids.slice(0, SHOWN).join(', ')}${more > 0 ? ` (+${more})` : ''}`;
}

/** What covers a cell, or why nothing does. */
export function cellBy(cell: GridCell): string {
  switch (cell.status) {
    case 'covered':
      return listed(cell.fixtures);
    case 'variant':
      return `variants only: ${listed(cell.variants)}`;
    case 'reason':
      return `reason: ${cell.reason ?? ''}`;
    case 'missing':
      return 'no fixture citing the clause sets it up';
  }
}

/** The rows of the grid: missing values first, then those with a reason, then variants only, then covered; each in spec order. */
export function gridRows(grid: DimensionGrid): { clause: ClauseGrid; cell: GridCell }[] {
  const rank = new Map(grid.clauses.map((clause, index) => [clause.id, index]));
  return grid.clauses
    .flatMap((clause) => clause.cells.map((cell) => ({ clause, cell })))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.cell.status] - STATUS_ORDER[b.cell.status] ||
        (rank.get(a.clause.id) ?? 0) - (rank.get(b.clause.id) ?? 0),
    );
}

/**
 * The dimension grid, one row per clause and dimension value: missing values first, then values with a stated
 * reason, then values only a variant covers, then covered ones; then the totals and the verdict.
 */
export function renderGridTable(grid: DimensionGrid, c: Colors): string {
  const rows = gridRows(grid).map(({ clause, cell }) => ({
    status: cell.status,
    cells: [cell.status, clause.id, cell.value, cellBy(cell)],
  }));
  const table = [HEADINGS.map((heading) => heading.toUpperCase()), ...rows.map((row) => row.cells)];
  const widths = HEADINGS.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[], status?: CellStatus): string =>
    cells
      .map((cell, column) => {
        const padded = column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0);
        return column === 0 && status !== undefined ? paint(status, padded, c) : padded;
      })
      .join('  ')
      .trimEnd();
  const { summary } = grid;
  const withDimensions = grid.clauses.filter((clause) => clause.cells.length > 0).length;
  const totals = `${summary.values} dimension values in ${withDimensions} of ${summary.clauses} clauses: ${c.green(`${summary.covered} covered by fixtures`)}, ${c.yellow(`${summary.variant} by variants only`)}, ${c.yellow(`${summary.reason} with a reason`)}, ${c.red(`${summary.missing} missing`)}`;
  const rule =
    'A value is covered when a fixture citing the clause sets it up (read off the fixture, or declared in its `dimensions`); a metamorphic variant of such a fixture counts, shown as "variants only".';
  const next = summary.complete
    ? c.green('Every dimension value of every clause is covered or has a stated reason.')
    : c.red(
        'Dimension coverage is incomplete: write a fixture that sets up each missing value, or state in spec/dimensions.json why none can.',
      );
  return [line(table[0] ?? []), ...rows.map((row) => line(row.cells, row.status)), '', totals, rule, next].join('\n');
}
