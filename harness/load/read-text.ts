import { MAX_INPUT_FILE_BYTES } from './limits.js';
import { readRegularFile, type FileRefusal } from './regular-file.js';

/** A file read as UTF-8 text, or where its first byte sequence that is not UTF-8 starts. */
export type TextReading =
  | { readonly ok: true; readonly text: string }
  | {
      readonly ok: false;
      /** The text with each bad sequence replaced (U+FFFD): what the corpus hash is taken of. */
      readonly text: string;
      readonly offset: number;
      readonly line: number;
      readonly column: number;
    };

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629). */
function invalidAt(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length;) {
    const lead = bytes[at] ?? 0;
    const extra = lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : 3;
    if (lead >= 0x80 && (lead < 0xc2 || lead > 0xf4)) return at;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let next = 1; next <= extra; next += 1) {
      const byte = bytes[at + next];
      if (byte === undefined || byte < (next === 1 ? low : 0x80) || byte > (next === 1 ? high : 0xbf)) return at;
    }
    at += extra + 1;
  }
  return bytes.length;
}

/**
 * Decodes bytes as UTF-8, refusing what is not: a byte sequence that is not UTF-8 would otherwise become U+FFFD
 * silently and change the text. A refusal gives the byte offset, and the line and column, of the first bad sequence.
 */
export function decodeUtf8(bytes: Uint8Array): TextReading {
  try {
    return { ok: true, text: strict.decode(bytes) };
  } catch {
    const offset = invalidAt(bytes);
    const before = Buffer.from(bytes.subarray(0, offset)).toString('utf8');
    const lineStart = before.lastIndexOf('\n') + 1;
    const line = before.split('\n').length;
    return {
      ok: false,
      text: Buffer.from(bytes).toString('utf8'),
      offset,
      line,
      column: before.length - lineStart + 1,
    };
  }
}

/**
 * Reads a regular file of at most `maxBytes` as UTF-8 (decodeUtf8); anything else (a FIFO, a device, a folder, a
 * larger file) is refused without reading it (harness/load/regular-file.ts).
 */
export function readUtf8(path: string, maxBytes: number = MAX_INPUT_FILE_BYTES): TextReading | FileRefusal {
  const read = readRegularFile(path, { maxBytes });
  return read.ok ? decodeUtf8(read.bytes) : read;
}
