/**
 * The messages of a path given on the command line that cannot be used, and of report files that could not be
 * written. Part of the one message renderer: harness/messages.ts spreads this table into its own.
 */
import type { FindingData } from './findings.js';
import { text } from './message-parts.js';

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

/** The usage errors of paths (exit code 2). */
export const pathUsageMessages = {
  'usage/bad-path': badPath,
  'usage/write-failed': (d: FindingData) =>
    `The reports could not be written to ${text(d.out)} (${text(d.detail)}). ${d.saved === undefined ? 'report.json could not be saved anywhere else either: the summary above is all that is kept.' : `report.json was saved to ${text(d.saved)} instead; the other report files were not written.`} Point --out at a folder you can write and run again.`,
};
