/**
 * Results worked out from a text, kept by the text itself within a process: the same text gives the same result, so a
 * test suite loading the corpus many times, a watch run or the benchmark works each one out once. Bounded by the
 * characters of the texts it holds; past the bound it starts afresh.
 */
export interface TextMemo<T> {
  /** The result of `work` on `text`, from the memo when the same text was seen before. */
  readonly get: (text: string, work: () => T) => T;
}

/** How many characters of text a memo holds before it starts afresh (about 64 MB of UTF-16). */
const MAX_CHARS = 32 * 1024 * 1024;

export function textMemo<T>(maxChars = MAX_CHARS): TextMemo<T> {
  const known = new Map<string, T>();
  let chars = 0;
  return {
    get: (text, work) => {
      if (known.has(text)) return known.get(text) as T;
      const result = work();
      if (text.length > maxChars) return result;
      if (chars + text.length > maxChars) {
        known.clear();
        chars = 0;
      }
      known.set(text, result);
      chars += text.length;
      return result;
    },
  };
}
