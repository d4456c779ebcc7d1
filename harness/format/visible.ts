/** Code point ranges of the characters that no output shows as they are; see HIDDEN. */
const HIDDEN_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x08], // C0 controls before tab: NUL, bell, backspace
  [0x0b, 0x1f], // C0 controls after newline: CR, ESC
  [0x7f, 0x9f], // DEL and the C1 controls (0x9B alone starts a terminal sequence)
  [0x061c, 0x061c], // Arabic letter mark
  [0x200e, 0x200f], // left-to-right and right-to-left marks
  [0x2028, 0x202e], // line and paragraph separators, bidi embeddings and overrides
  [0x2066, 0x2069], // bidi isolates
  [0xfeff, 0xfeff], // byte order mark
  [0xfffe, 0xffff], // not characters (XML cannot hold them)
  [0xd800, 0xdfff], // with the u flag: a surrogate that is not half of a pair
];

/** A global character class of code point ranges (built from numbers, so no control character is in the source). */
function characterClass(ranges: readonly (readonly [number, number])[]): RegExp {
  const point = (cp: number) => `\\u{${cp.toString(16)}}`;
  return new RegExp(`[${ranges.map(([from, to]) => `${point(from)}-${point(to)}`).join('')}]`, 'gu');
}

/**
 * Characters that no output shows as they are, wherever text from outside the harness (an adapter, a fixture, a
 * report read back) is shown: controls but tab and newline (CR, ESC, backspace, bell, C1), bidi controls (they
 * reorder what a reader sees), line and paragraph separators, the BOM, lone surrogates and U+FFFE/FFFF.
 */
const HIDDEN = characterClass(HIDDEN_RANGES);

/** The same set with tab and newline, for text that must stay on one line. */
const HIDDEN_IN_LINE = characterClass([[0x09, 0x0a], ...HIDDEN_RANGES]);

/** One character as a visible escape: ESC is shown as \u001b, U+202E as \u202e (valid JSON and JavaScript). */
function escapeOf(char: string): string {
  return `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;
}

/**
 * Text with every hidden character shown as an escape. Multi-line text keeps tab and newline (a CRLF becomes a
 * newline; a lone CR, which a terminal and CommonMark both take for a line end, is shown); one-line text shows them too.
 */
export function showHidden(text: string, lines: 'multi-line' | 'one-line' = 'multi-line'): string {
  if (lines === 'one-line') return text.replace(HIDDEN_IN_LINE, escapeOf);
  return text.replaceAll('\r\n', '\n').replace(HIDDEN, escapeOf);
}
