import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Baseline } from '../../schemas/types/generated.js';
import { UsageError } from '../usage-error.js';
import { checkBaseline, readBaseline } from './read.js';

function readText(path: string, shownAs: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
    if (code === 'ENOENT') throw new UsageError('usage/baseline-not-found', { path: shownAs, resolved: path });
    const detail = error instanceof Error ? error.message : String(error);
    throw new UsageError('usage/baseline-unreadable', { path: shownAs, detail }, { cause: error });
  }
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
