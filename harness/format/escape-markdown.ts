/**
 * Markdown's one escaping layer (summary.md, compare.md): every string from outside the harness is text, whatever it
 * holds. Line ends of every kind (CRLF, a lone CR, LF) never reach the file inside a span, so no outside string can
 * end a paragraph, underline a heading, open a fence or start raw HTML; every character with a meaning in CommonMark
 * or GitHub's Markdown is backslash-escaped; controls and bidi characters are shown as escapes.
 */
import { showHidden } from './visible.js';

/**
 * The characters that start something anywhere in a line: a backslash escape, a code span, emphasis, strikethrough,
 * a link or image, raw HTML or an autolink, an entity, a table cell, a heading or issue reference, GitHub's math.
 */
const INLINE = /[\\`*_~[\]<&|#$]/g;

/** The starts of a bare link that GitHub links by itself (scheme://, www.). */
const BARE_LINK = /:(?=\/\/)|(?<=\bwww)\./gi;

/** Any run of white space, line ends of every kind included. */
const SPACE = /[\s\u2028\u2029]+/g;

/**
 * Outside text inside a paragraph, a heading, a list item or a table cell: one line of plain text, wherever it
 * stands in the line. White space runs become one space (as a renderer shows them), controls are shown as escapes.
 */
export function mdText(text: string): string {
  const line = text.replace(SPACE, ' ').trimStart().replace(INLINE, '\\$&').replace(BARE_LINK, '\\$&');
  return showHidden(guardLineStart(line), 'one-line');
}

/** Text that may start a line, with what would start a block there escaped: a list item, a quote, a setext
 * underline, an ordered item (the rest, such as # and fences, is escaped everywhere). */
function guardLineStart(line: string): string {
  if (/^[-+=>]/.test(line)) return `\\${line}`;
  return line.replace(/^(\d{1,9})([.)])/, '$1\\$2');
}

/** The longest run of backticks in text. */
function longestRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * Outside text as an inline code span that holds it whole: on one line, controls shown, fenced by more backticks
 * than any run inside. In a table cell pass `cell`: GitHub splits a row at a pipe before it reads code spans.
 */
export function mdCode(text: string, where: 'inline' | 'cell' = 'inline'): string {
  const line = showHidden(text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' '), 'one-line');
  const body = where === 'cell' ? line.replaceAll('|', '\\|') : line;
  const fence = '`'.repeat(longestRun(body) + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || body === '' ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Outside text as a fenced block that no line of it can close: a fence longer than any backtick run inside. */
export function mdBlock(text: string, language: string): string {
  const body = showHidden(text).replace(/\n$/, '');
  const fence = '`'.repeat(Math.max(3, longestRun(body) + 1));
  return `${fence}${language}\n${body}\n${fence}`;
}

/** A link destination: percent-encoded so that no character of it (a parenthesis, a space, a line end) ends it. */
export function mdHref(href: string): string {
  return encodeURI(showHidden(href, 'one-line')).replace(
    /[()*_[\]!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
