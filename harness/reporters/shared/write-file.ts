import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { ReporterContext } from '../../report/reporter.js';

/**
 * Writes one report file into the output folder; returns its path. In a run, the file joins the run's report set,
 * which is put in place as one unit; alone, it is written atomically.
 */
export async function writeReportFile(context: ReporterContext, name: string, content: string): Promise<string> {
  if (context.files) return context.files.add(name, content);
  const folder = resolve(context.cwd, context.outDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  await writeFileAtomic(path, content);
  return path;
}
