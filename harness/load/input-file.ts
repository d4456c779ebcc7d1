import { resolve } from 'node:path';
import { MAX_INPUT_FILE_BYTES } from './limits.js';
import { readRegularFile, refusalFacts } from './regular-file.js';
import { UsageError } from '../messages/usage-error.js';

/**
 * Reads a file a person named (`option` says how: `--baseline`, `--report`, `the report`), relative to `cwd`. A file
 * that is missing, a folder, unreadable, not a regular file (a FIFO, a device: never read, so never a hang) or over
 * MAX_INPUT_FILE_BYTES is a usage error saying so, never a complaint about its content.
 */
export function readInputFile(option: string, path: string, cwd: string): string {
  const read = readRegularFile(resolve(cwd, path), { maxBytes: MAX_INPUT_FILE_BYTES });
  if (read.ok) return read.bytes.toString('utf8');
  throw new UsageError('usage/bad-path', { ...refusalFacts(read), option, path });
}
