import type { Baseline } from '../../schemas/types/generated.js';
import { readInputFile } from '../input-file.js';
import { UsageError } from '../usage-error.js';
import { checkBaseline, readBaseline } from './read.js';

/** Reads a baseline (a path relative to `cwd`, or the document itself) and checks its version and schema. */
export function loadBaseline(source: string | Baseline, cwd: string = process.cwd()): Baseline {
  let reading;
  if (typeof source === 'string') {
    reading = readBaseline(readInputFile('--baseline', source, cwd), source);
  } else {
    reading = checkBaseline(source, '(object)');
  }
  if (!reading.ok) throw new UsageError(reading.refusal.code, reading.refusal.data);
  return reading.baseline;
}
