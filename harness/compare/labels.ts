import type { CellState, Column, ColumnCounts, CompareWarning, EngineColumn, UnjudgedCounts } from './matrix.js';
import { COLUMNS } from './matrix.js';

/** How a fixture file is linked from the page: a relative href, or none when the file is not there. */
export type FixtureLink = (file: string) => string | undefined;

/** The short word of each column in a cell. */
export const COLUMN_LABEL: Readonly<Record<Column, string>> = {
  pass: 'pass',
  fail: 'fail',
  'not-applicable': 'n/a',
  error: 'error',
  timeout: 'timeout',
  crash: 'crash',
};

/**
 * What each cell state means, in legend order: its Markdown mark (an emoji) and its HTML symbol (a glyph every
 * system font has; the page's colours carry the rest).
 */
export const LEGEND: readonly {
  readonly state: CellState;
  readonly mark: string;
  readonly symbol: string;
  readonly meaning: string;
}[] = [
  { state: 'pass', mark: '✅', symbol: '✓', meaning: 'every fixture of the clause that applied passed' },
  {
    state: 'failing',
    mark: '❌',
    symbol: '✗',
    meaning: 'at least one fixture failed, or errored, timed out or crashed (links to the first divergence)',
  },
  { state: 'not-applicable', mark: '➖', symbol: '–', meaning: 'no fixture of the clause applied to this engine' },
  { state: 'none', mark: '∅', symbol: '∅', meaning: 'the report holds no fixture naming the clause' },
];

/** The Markdown mark of a cell state, or its HTML symbol. */
export function markOf(state: CellState, form: 'mark' | 'symbol' = 'mark'): string {
  return LEGEND.find((entry) => entry.state === state)?.[form] ?? '';
}

/** The counts of a cell or a total as words, zeros left out ("3 pass · 1 fail · 2 n/a"). */
export function countsText(counts: ColumnCounts): string {
  const parts = COLUMNS.filter((column) => counts[column] > 0).map(
    (column) => `${counts[column]} ${COLUMN_LABEL[column]}`,
  );
  return parts.length === 0 ? 'none' : parts.join(' · ');
}

/** The heading of an engine's column: adapter name and version. */
export function engineLabel(engine: EngineColumn): string {
  return `${engine.name} ${engine.version}`;
}

/** The anchor of an engine's divergence on a fixture (engines numbered from 1, in argument order). */
export function divergenceAnchor(engineIndex: number, fixture: string): string {
  return `d${engineIndex + 1}-${fixture.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`;
}

/** The sentence of a warning: what differs. */
export function warningText(warning: CompareWarning): string {
  return warning.kind === 'corpus'
    ? 'The reports ran different corpora (version and hash): counts of the same clause may cover different fixtures.'
    : 'The reports were judged under different contract versions (spec/INTERPRETING.md): the same engine may be judged differently.';
}

/** What a cell's "partly judged" count means, for the legend. */
export const PARTLY_JUDGED_MEANING =
  'passes in which something went unjudged: a part of the state the engine does not observe, or events or rejection codes it does not report';

/** A cell's count of partly judged passes as words, or nothing when there are none. */
export function partlyJudgedText(count: number): string {
  return count === 0 ? '' : `${count} partly judged`;
}

/** An engine's unjudged totals in one sentence ("12 fixtures with parts not judged, 30 entries: pool 20, chain 10"). */
export function unjudgedText(unjudged: UnjudgedCounts): string {
  if (unjudged.fixtures === 0) return 'every verdict judged in full';
  const parts = Object.entries(unjudged.byPart)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([part, count]) => `${part} ${count}`)
    .join(', ');
  return `${unjudged.fixtures} fixtures with parts not judged, ${unjudged.parts} entries (${parts})`;
}
