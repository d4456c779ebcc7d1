import type { Io } from '../format/io.js';
import { renderFolderNote } from '../messages/paths.js';
import { reportSetFilesOf } from '../report/file-names.js';
import type { FolderNote } from '../report/manifest.js';
import { ReportSet } from '../report/report-set.js';
import { checkReportFolder } from './preflight.js';

/**
 * The report set of a command that writes into --out with these reporters, opened once the folder was checked: a
 * file of the set's name that the harness did not write stops the command before anything runs. What the commit
 * ignores or leaves in the folder (a tampered manifest) is said on stderr.
 */
export function openReportSet(out: string, reporters: readonly string[], io: Io, cwd: string): ReportSet {
  const print = (note: FolderNote): void => {
    io.err(`${renderFolderNote(note.note, out, note.detail)}\n`);
  };
  checkReportFolder('--out', out, reportSetFilesOf(reporters), cwd, print);
  return new ReportSet(out, cwd, print);
}
