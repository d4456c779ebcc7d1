import type { Finding, FindingData } from '../messages/findings.js';
import { jsonText, MESSAGE_VALUE_CHARS } from '../text/json-text.js';
import { divergenceDiff, textDiff } from './diff.js';
import type { Divergence } from './types.js';

/** At most this many characters of JSON text of each side of a divergence are kept in a finding. */
export const MAX_SIDE_CHARS = 4096;

/** At most this many characters of a unified diff are kept. */
export const MAX_DIFF_CHARS = 8192;

/** Sides whose pretty JSON is longer than this are diffed on their first part only (a diff costs their product). */
const MAX_DIFF_INPUT_CHARS = 64 * 1024;

/** A side of a divergence, bounded: itself when its JSON text is short, else that text cut with an ellipsis. */
function boundSide(value: unknown): { readonly value: unknown; readonly cut: boolean } {
  if (value === undefined) return { value, cut: false };
  const text = jsonText(value);
  return text.length <= MAX_SIDE_CHARS
    ? { value, cut: false }
    : { value: `${text.slice(0, MAX_SIDE_CHARS)}…`, cut: true };
}

/** The first `max` characters of a text, cut at a line end. */
function firstLines(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.lastIndexOf('\n', max);
  return text.slice(0, end > 0 ? end : max);
}

/** The diff of both sides, bounded: huge sides are compared on their first part, a long diff is cut at a line end. */
function boundDiff(expected: unknown, observed: unknown): { readonly diff?: string; readonly cut: boolean } {
  const [left, right] = [jsonText(expected, 2), jsonText(observed, 2)];
  const huge = left.length > MAX_DIFF_INPUT_CHARS || right.length > MAX_DIFF_INPUT_CHARS;
  const diff = huge
    ? textDiff(`${firstLines(left, MAX_DIFF_INPUT_CHARS)}\n`, `${firstLines(right, MAX_DIFF_INPUT_CHARS)}\n`)
    : divergenceDiff(expected, observed);
  if (diff === undefined) return { cut: huge };
  if (diff.length <= MAX_DIFF_CHARS && !huge) return { diff, cut: false };
  const kept = firstLines(diff, MAX_DIFF_CHARS);
  const more = diff.slice(kept.length).split('\n').length - 1;
  return { diff: `${kept}\n… diff cut${more > 0 ? ` (${more} more lines)` : ''}`, cut: true };
}

function boundData(data: FindingData): FindingData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > MESSAGE_VALUE_CHARS
        ? `${value.slice(0, MESSAGE_VALUE_CHARS)}…`
        : value,
    ]),
  );
}

/**
 * The finding of a divergence, bounded so that a huge engine state cannot swell a report or exhaust memory: each side
 * at most MAX_SIDE_CHARS of JSON, the diff at most MAX_DIFF_CHARS (shown only when a side spans several lines), and
 * `truncated` set when anything was cut. `explain --json` shows the whole observation.
 */
export function boundedFinding(divergence: Divergence, file: string): Finding {
  const [expected, observed] = [boundSide(divergence.expected), boundSide(divergence.observed)];
  const diff = boundDiff(divergence.expected, divergence.observed);
  const truncated = expected.cut || observed.cut || diff.cut;
  return {
    code: divergence.code,
    pointer: divergence.pointer,
    file,
    data: boundData(divergence.data),
    ...(expected.value === undefined ? {} : { expected: expected.value }),
    ...(observed.value === undefined ? {} : { observed: observed.value }),
    ...(diff.diff === undefined ? {} : { diff: diff.diff }),
    ...(truncated ? { truncated } : {}),
  };
}
