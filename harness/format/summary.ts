import type { Status } from '../../schemas/types/generated.js';
import { STATUSES } from '../load/lists.js';
import type { FixtureResult } from '../run/result.js';
import type { Colors } from './colors.js';
import { terminalLine } from './escape-terminal.js';

/** How each status is coloured. */
function paint(status: Status, text: string, c: Colors): string {
  if (status === 'pass' || status === 'expected-fail') return c.green(text);
  if (status === 'not-applicable') return c.yellow(text);
  return c.red(text);
}

function statusCounts(results: readonly FixtureResult[]): Map<Status, number> {
  const counts = new Map<Status, number>();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
}

/** "3 pass, 1 fail": the non-zero counts in list order. */
export function countsLine(results: readonly FixtureResult[], c: Colors): string {
  const counts = statusCounts(results);
  const parts = STATUSES.filter((status) => counts.has(status)).map((status) =>
    paint(status, `${counts.get(status) ?? 0} ${status}`, c),
  );
  return parts.length === 0 ? 'no fixture run' : parts.join(', ');
}

/** A table of statuses by chapter, chapters in the order they appear. */
export function chapterTable(results: readonly FixtureResult[], c: Colors): string {
  const chapters = [...new Set(results.map((result) => terminalLine(result.loaded.chapter)))];
  const width = Math.max(7, ...chapters.map((chapter) => chapter.length));
  return chapters
    .map(
      (chapter) =>
        `  ${chapter.padEnd(width)}  ${countsLine(
          results.filter((result) => terminalLine(result.loaded.chapter) === chapter),
          c,
        )}`,
    )
    .join('\n');
}

/** A one-line mark for a status. */
export function statusMark(status: Status, c: Colors): string {
  return paint(status, status.padEnd(16), c);
}
