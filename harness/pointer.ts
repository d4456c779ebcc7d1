/** Escapes one JSON Pointer reference token (RFC 6901). */
function escapeToken(token: string | number): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Builds a JSON Pointer from reference tokens. */
export function pointer(...tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

/** Appends reference tokens to a JSON Pointer. */
export function child(base: string, ...tokens: readonly (string | number)[]): string {
  return `${base}${pointer(...tokens)}`;
}

/** The value a JSON Pointer designates in a document, or undefined. */
export function valueAt(document: unknown, path: string): unknown {
  if (path === '') return document;
  let current: unknown = document;
  for (const raw of path.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}
