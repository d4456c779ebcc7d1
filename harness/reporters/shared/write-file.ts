import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { ReporterContext } from '../../report/reporter.js';

/** Writes one report file atomically into the output folder; returns its path. */
export async function writeReportFile(context: ReporterContext, name: string, content: string): Promise<string> {
  const folder = resolve(context.cwd, context.outDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  await writeFileAtomic(path, content);
  return path;
}
