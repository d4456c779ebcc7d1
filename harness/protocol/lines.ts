/** What feeding a chunk of output gave: the complete lines, and whether the pending line outgrew its bound. */
export interface SplitResult {
  readonly lines: readonly string[];
  readonly overflow: boolean;
}

/**
 * Splits a byte stream into newline-terminated lines, holding at most `maxBytes` of a pending line: an adapter
 * that floods stdout without a newline is stopped at the bound instead of filling the harness's memory.
 */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Feeds a chunk. After an overflow the splitter holds nothing and the caller is expected to stop the stream. */
  push(chunk: Buffer): SplitResult {
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      // A whole line inside one chunk is held to the bound too, not only a line split across chunks.
      if (this.pendingBytes + end - start > this.maxBytes) return this.overflow(lines);
      lines.push(this.take(chunk.subarray(start, end)));
      start = end + 1;
    }
    const rest = chunk.subarray(start);
    if (this.pendingBytes + rest.length > this.maxBytes) return this.overflow(lines);
    if (rest.length > 0) {
      this.pending.push(rest);
      this.pendingBytes += rest.length;
    }
    return { lines, overflow: false };
  }

  private overflow(lines: readonly string[]): SplitResult {
    this.pending = [];
    this.pendingBytes = 0;
    return { lines, overflow: true };
  }

  private take(tail: Buffer): string {
    const line = Buffer.concat([...this.pending, tail]).toString('utf8');
    this.pending = [];
    this.pendingBytes = 0;
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  }
}

/** A line cut to `max` characters for a diagnostic, with the number of characters left out. */
export function truncateLine(line: string, max = 200): string {
  return line.length <= max ? line : `${line.slice(0, max)}… (${line.length - max} more characters)`;
}
