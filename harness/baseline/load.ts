import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Baseline } from '../../schemas/types/generated.js';
import { MAX_INPUT_FILE_BYTES } from '../load/limits.js';
import { readRegularFile, refusalReason } from '../load/regular-file.js';
import { UsageError } from '../messages/usage-error.js';
import { checkBaseline, readBaseline } from './read.js';

/** The baseline's text; a FIFO or a device is refused unread (harness/load/regular-file.ts). */
function readText(path: string, shownAs: string): string {
  const read = readRegularFile(path, { maxBytes: MAX_INPUT_FILE_BYTES });
  if (read.ok) return read.bytes.toString('utf8');
  if (read.problem === 'not-found') throw new UsageError('usage/baseline-not-found', { path: shownAs, resolved: path });
  throw new UsageError('usage/baseline-unreadable', { path: shownAs, detail: refusalReason(read) });
}

/**
 * Reads a baseline (a path relative to `cwd`, a file URL, or the document itself) and checks its version and schema.
 */
export function loadBaseline(source: string | URL | Baseline, cwd: string = process.cwd()): Baseline {
  let reading;
  if (typeof source === 'string' || source instanceof URL) {
    const path = typeof source === 'string' ? resolve(cwd, source) : fileURLToPath(source);
    const shownAs = typeof source === 'string' ? source : path;
    reading = readBaseline(readText(path, shownAs), shownAs);
  } else {
    reading = checkBaseline(source, '(object)');
  }
  if (!reading.ok) throw new UsageError(reading.refusal.code, reading.refusal.data);
  return reading.baseline;
}
