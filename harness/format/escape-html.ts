/**
 * HTML's one escaping layer (report.html, compare.html): text inside elements and double-quoted attributes, with
 * controls and bidi characters shown as escapes (line breaks kept for diffs and excerpts).
 */
import { showHidden } from './visible.js';

/** Text safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return showHidden(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
