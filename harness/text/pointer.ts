/** Escapes one JSON Pointer reference token (RFC 6901). */
function escapeToken(token: string | number): string {
  if (typeof token === 'number') return String(token);
  // Most tokens need no escape: skip the two replacements (the lint builds a pointer for every reference it walks).
  return token.includes('~') || token.includes('/') ? token.replaceAll('~', '~0').replaceAll('/', '~1') : token;
}

/** Builds a JSON Pointer from reference tokens. */
export function pointer(...tokens: readonly (string | number)[]): string {
  let built = '';
  for (const token of tokens) built += `/${escapeToken(token)}`;
  return built;
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
