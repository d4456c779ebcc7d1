/**
 * The messages of a path given on the command line that cannot be used, and of report files that could not be
 * written. Part of the one message renderer: harness/messages/index.ts spreads this table into its own.
 */
import type { FindingData } from './findings.js';
import { text } from './parts.js';

function badPath(d: FindingData): string {
  const option = text(d.option);
  const path = text(d.path);
  switch (text(d.problem)) {
    case 'file':
      return `${option} ${path} is a file, and the reports need a folder. Point ${option} at a folder (it is created when missing), or move the file away.`;
    case 'parent-file':
      return `${option} ${path} cannot be created: ${text(d.detail)} is a file, not a folder. Point ${option} at a folder path whose parents are folders.`;
    case 'not-writable':
      return `${option} ${path} cannot be written (${text(d.detail)}). Point ${option} at a folder you can write, or fix its permissions.`;
    case 'folder':
      return `${option} ${path} is a folder; it needs a file. Name the file itself (for a catalogue: ${path}/catalogue.json).`;
    case 'not-readable':
      return `${option} ${path} cannot be read (${text(d.detail)}). Fix its permissions, or point ${option} at a readable file.`;
    case 'not-a-file':
      return `${option} ${path} is a ${text(d.kind)}, not a regular file, so it is not read (a FIFO or a device would never end). Point ${option} at a regular file.`;
    case 'too-large':
      return `${option} ${path} is larger than ${text(d.maxBytes)} bytes, the most the harness reads from it. Point ${option} at the file itself, not at something else of that name.`;
    case 'foreign-files':
      return `${option} ${path} holds files of the names of this run's reports (${text(d.detail)}) that its manifest (${MANIFEST}) does not list as written by the harness: they may be yours, so nothing was replaced. Move or remove them, or point ${option} at another folder.`;
    case 'out-in-fixtures':
      return `${option} ${path} lies inside the fixture folder ${text(d.detail)}: the next run would read the reports as fixtures. Point ${option} outside the fixture folder (the default is reports/).`;
    default:
      return `${option} ${path} was not found. ${notFoundFix(option, path)}`;
  }
}

/** What to do about a file that is not there, by what it was meant to be. */
function notFoundFix(option: string, path: string): string {
  if (option === '--baseline')
    return `Check the path (relative to the current folder), or write the baseline from a run: riftbound-conformance baseline update --baseline ${path}.`;
  if (option === '--report' || option === 'the report')
    return 'Check the path (relative to the current folder), or run `riftbound-conformance run` first: it writes reports/report.json (or <--out>/report.json).';
  return 'Check the path (it is relative to the current folder).';
}

/**
 * The message of an input file that was not read (harness/load/regular-file.ts), or '' when `d.problem` is no such
 * refusal. `what` names the file ("The file", "The card catalogue x.json"); `raise` is how its size limit is raised.
 */
export function refusedFile(what: string, d: FindingData, raise: string): string {
  switch (text(d.problem)) {
    case 'not-a-file':
      return `${what} is a ${text(d.kind)}, not a regular file, so it was not read (reading a FIFO or a device such as /dev/zero never ends). Replace it with a regular file, or remove it.`;
    case 'too-large':
      return `${what} is larger than the limit of ${text(d.maxBytes)} bytes, so it was not read. Look for a runaway file; ${raise}.`;
    case 'outside-folder':
      return `${what} is a symbolic link to a file outside the fixture folder, so it was not read (reports would quote it). Copy the file into the folder, or remove the link.`;
    case 'not-readable':
      return `${what} cannot be read (${text(d.detail)}). Fix its permissions, or remove it.`;
    case 'not-found':
      return `${what} disappeared while the corpus was read (${text(d.detail)}). Run again once nothing changes the folder.`;
    default:
      return '';
  }
}

const MANIFEST = '.riftbound-conformance.json';

/** A line about something the harness ignored or left in an output folder (report/manifest.ts), with what to do. */
export function renderFolderNote(note: string, folder: string, detail: string): string {
  switch (note) {
    case 'manifest-unreadable':
      return `Note: the manifest ${MANIFEST} in ${folder} is not used (${detail}): nothing is removed or replaced on its word, and the reports written put a new one in its place.`;
    case 'manifest-names-ignored':
      return `Note: the manifest ${MANIFEST} in ${folder} lists names that are not report files (${detail}): they were ignored, and nothing of that name was removed or replaced.`;
    default:
      return `Note: ${folder} still holds ${detail}, which the previous reports listed; remove it by hand if it is not needed.`;
  }
}

/** The usage errors of paths (exit code 2). */
export const pathUsageMessages = {
  'usage/bad-path': badPath,
  'usage/write-failed': (d: FindingData) =>
    `The reports could not be written to ${text(d.out)} (${text(d.detail)}). ${d.saved === undefined ? 'report.json could not be saved anywhere else either: the summary above is all that is kept.' : `report.json was saved to ${text(d.saved)} instead; the other report files were not written.`} Point --out at a folder you can write and run again.`,
};
