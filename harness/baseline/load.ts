import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Baseline } from '../../schemas/types/generated.js';
import { UsageError } from '../usage-error.js';
import { checkBaseline, readBaseline } from './read.js';

/** Reads a baseline (a path relative to `cwd`, or the document itself) and checks its version and schema. */
export function loadBaseline(source: string | Baseline, cwd: string = process.cwd()): Baseline {
  let reading;
  if (typeof source === 'string') {
    let text: string;
    try {
      text = readFileSync(resolve(cwd, source), 'utf8');
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new UsageError('usage/invalid-baseline', { path: source, detail }, { cause: error });
    }
    reading = readBaseline(text, source);
  } else {
    reading = checkBaseline(source, '(object)');
  }
  if (!reading.ok) throw new UsageError(reading.refusal.code, reading.refusal.data);
  return reading.baseline;
}
