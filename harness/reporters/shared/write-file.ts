import { placeFile } from '../../report/place-file.js';
import type { ReporterContext } from '../../report/reporter.js';

/**
 * Writes one report file into the output folder; returns its path. In a run, the file joins the run's report set,
 * which is put in place as one unit; alone, it is written atomically and never through a link.
 */
export async function writeReportFile(context: ReporterContext, name: string, content: string): Promise<string> {
  if (context.files) return context.files.add(name, content);
  return placeFile(context.outDir, name, content, context.cwd);
}
