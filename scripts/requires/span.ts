/** Finds a top-level member's value in a JSON text without parsing it, so it can be replaced in place. */

/** The end of the string token that starts at `start` (the index after its closing quote). */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return text.length;
}

/** The end of the value that starts at `start` (an array or object: after its closing bracket). */
function valueEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"') i = stringEnd(text, i) - 1;
    else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/**
 * The span `[start, end)` of the array value of the top-level member `key` in a JSON object text, or undefined when
 * the object has no such member or its value is not an array.
 */
export function topLevelArraySpan(text: string, key: string): { start: number; end: number } | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      const end = stringEnd(text, i);
      if (depth === 1 && text.slice(i, end) === JSON.stringify(key)) {
        const colon = /^\s*:\s*/.exec(text.slice(end));
        const start = end + (colon?.[0].length ?? 0);
        if (colon !== null && text[start] === '[') return { start, end: valueEnd(text, start) };
        if (colon !== null) return undefined;
      }
      i = end - 1;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
  }
  return undefined;
}
