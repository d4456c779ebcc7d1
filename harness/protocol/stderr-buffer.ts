/**
 * Keeps the last `maxBytes` of what a process wrote to stderr since it was last taken: the end of the output
 * (where a stack trace usually is) matters most, and a chatty adapter cannot fill the harness's memory.
 */
export class StderrBuffer {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private dropped = 0;

  constructor(private readonly maxBytes: number) {}

  /** Appends a chunk, dropping the oldest bytes beyond the bound. */
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    if (this.bytes <= this.maxBytes) return;
    const all = Buffer.concat(this.chunks);
    const excess = all.length - this.maxBytes;
    this.dropped += excess;
    this.chunks = [all.subarray(excess)];
    this.bytes = this.maxBytes;
  }

  /** What was written since the last take (undefined when nothing was), and empties the buffer. */
  take(): string | undefined {
    if (this.bytes === 0 && this.dropped === 0) return undefined;
    const text = Buffer.concat(this.chunks).toString('utf8');
    const marker = this.dropped > 0 ? `[${this.dropped} earlier bytes dropped]\n` : '';
    this.chunks = [];
    this.bytes = 0;
    this.dropped = 0;
    return `${marker}${text}`;
  }
}
