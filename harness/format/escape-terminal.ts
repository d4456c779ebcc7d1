/**
 * The terminal's one escaping layer. Text from outside the harness (adapter names, messages and stderr, fixture
 * titles and file names, reports read back) goes through terminalLine or terminalText where it is quoted, so that it
 * cannot clear the screen, move the cursor, colour a fake verdict, set the window title or open a link; and every
 * write of the CLI goes through terminalOutput, which lets nothing but the harness's own colours through.
 */
import { showHidden } from './visible.js';

/** Outside text on one line: every control and bidi character, newline and tab included, shown as an escape. */
export function terminalLine(text: string): string {
  return showHidden(text, 'one-line');
}

/**
 * Outside text over several lines: controls shown as escapes but tab and newline, and every line after the first
 * indented by `indent`, so that no line of it starts where the harness's own lines (the verdict) start.
 */
export function terminalText(text: string, indent = ''): string {
  const shown = showHidden(text);
  return indent === '' ? shown : shown.replaceAll('\n', `\n${indent}`);
}

/** The escape character, which starts every terminal sequence. */
const ESC = String.fromCharCode(0x1b);

/** The harness's own terminal sequences: a colour (SGR) and, for a progress line, erase to the end of the line. */
const OWN_SEQUENCE = new RegExp(`${ESC}\\[[0-9;]*m|${ESC}\\[K`, 'y');

/**
 * A chunk about to be written to stdout or stderr, made safe whatever it holds: the colour sequences the harness
 * writes (only when `colour` is on) and erase-line stay, a CR stays only as the first character of the chunk (a
 * progress line that rewrites itself), and every other control or bidi character is shown as an escape.
 */
export function terminalOutput(chunk: string, colour: boolean): string {
  let out = '';
  let plain = 0;
  const flush = (end: number) => {
    out += showHidden(chunk.slice(plain, end));
  };
  for (let at = chunk.indexOf(ESC); at !== -1; at = chunk.indexOf(ESC, at + 1)) {
    OWN_SEQUENCE.lastIndex = at;
    const match = OWN_SEQUENCE.exec(chunk);
    if (match === null || (!colour && match[0].endsWith('m'))) continue;
    flush(at);
    out += match[0];
    plain = at + match[0].length;
  }
  flush(chunk.length);
  return chunk.startsWith('\r') && !chunk.startsWith('\r\n') ? `\r${out.slice('\\u000d'.length)}` : out;
}
