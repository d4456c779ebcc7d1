import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { StrengthReport } from './report.js';

/** The file name of the strength report inside the output folder. */
export const STRENGTH_REPORT_FILE = 'strength.json';

/** Writes the strength report atomically to <outDir>/strength.json; returns the path written. */
export async function writeStrengthReport(report: StrengthReport, outDir: string, cwd: string): Promise<string> {
  const folder = resolve(cwd, outDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, STRENGTH_REPORT_FILE);
  await writeFileAtomic(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
