/**
 * Results worked out from a text, kept by the text itself within a process: the same text gives the same result, so a
 * test suite loading the corpus many times, a watch run or the benchmark works each one out once. Bounded by the
 * characters of the texts it holds; once full it keeps what it holds and works any other text out without keeping it.
 * (Starting afresh instead would keep nothing of a run of more text than the bound: each text would push out the ones
 * the next run asks for first, and no text would ever be found.)
 */
export interface TextMemo<T> {
  /** The result of `work` on `text`, from the memo when the same text was seen before. */
  readonly get: (text: string, work: () => T) => T;
}

/** How many characters of text a memo holds (about 64 MB of UTF-16). */
export const MAX_MEMO_CHARS = 32 * 1024 * 1024;

export function textMemo<T>(maxChars = MAX_MEMO_CHARS): TextMemo<T> {
  const known = new Map<string, T>();
  let chars = 0;
  return {
    get: (text, work) => {
      if (known.has(text)) return known.get(text) as T;
      const result = work();
      if (chars + text.length > maxChars) return result;
      known.set(text, result);
      chars += text.length;
      return result;
    },
  };
}
