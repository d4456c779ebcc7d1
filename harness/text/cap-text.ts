/** At most this many characters of one outside string (an adapter's message, a quoted value, a name) are quoted. */
export const MAX_QUOTED_CHARS = 1000;

/** At most this many characters of a value quoted from a document (a property name, a string that broke a schema). */
export const MAX_VALUE_CHARS = 200;

/**
 * Text cut after `max` characters, saying how much was left out ("… 4,998,000 more characters"); shorter text as it
 * is. The cut never splits a surrogate pair.
 */
export function capText(text: string, max: number = MAX_QUOTED_CHARS): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}… ${(text.length - end).toLocaleString('en-US')} more characters`;
}
