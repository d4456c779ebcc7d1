import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { validateDocument } from '../schema/validators.js';
import type { StrengthReport } from './report.js';

/** The file name of the strength report inside the output folder. */
export const STRENGTH_REPORT_FILE = 'strength.json';

/** Validates the strength report (schemas/strength.schema.json) and writes it atomically to <outDir>/strength.json. */
export async function writeStrengthReport(report: StrengthReport, outDir: string, cwd: string): Promise<string> {
  const errors = validateDocument('strength', report);
  if (errors.length > 0)
    throw new Error(`internal error: the report breaks strength.schema.json: ${JSON.stringify(errors.slice(0, 3))}`);
  const folder = resolve(cwd, outDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, STRENGTH_REPORT_FILE);
  await writeFileAtomic(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
