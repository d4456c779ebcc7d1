import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Report } from '../../schemas/types/generated.js';
import { validateDocument } from '../schema/validators.js';

/** The file name of the JSON report inside the output folder. */
export const REPORT_FILE = 'report.json';

/** Throws when a report breaks report.schema.json: that is a harness bug, never the adapter's. */
export function assertValidReport(report: Report): void {
  const errors = validateDocument('report', report);
  if (errors.length > 0)
    throw new Error(`internal error: the report breaks report.schema.json: ${JSON.stringify(errors.slice(0, 3))}`);
}

/** Validates the report and writes it atomically to <outDir>/report.json; returns the path written. */
export async function writeReport(report: Report, outDir: string, cwd: string = process.cwd()): Promise<string> {
  assertValidReport(report);
  const folder = resolve(cwd, outDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, REPORT_FILE);
  await writeFileAtomic(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
