import { join } from 'node:path';
import { MAX_MANIFEST_BYTES } from '../load/limits.js';
import { readRegularFile, refusalReason } from '../load/regular-file.js';
import { isReportSetFile } from './file-names.js';

/** The manifest of the report set in an output folder: the files the harness wrote there, and nothing else. */
export const MANIFEST_FILE = '.riftbound-conformance.json';

/** What a manifest holds. */
export interface Manifest {
  readonly manifestVersion: 1;
  readonly writtenAt: string;
  readonly files: readonly string[];
}

/** Something about an output folder worth a line on the console: a manifest ignored, a file left in place. */
export interface FolderNote {
  readonly note: 'manifest-unreadable' | 'manifest-names-ignored' | 'file-left';
  readonly detail: string;
}

/** The files of the previous set, and what was wrong with its manifest. */
export interface PreviousSet {
  readonly files: readonly string[];
  readonly notes: readonly FolderNote[];
}

/** A name from a manifest as it may be shown: JSON-quoted, control and bidi characters escaped, cut at 60. */
export function shownName(name: unknown): string {
  const quoted = JSON.stringify(typeof name === 'string' ? name : String(name));
  const escaped = quoted.replace(/[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return escaped.length > 60 ? `${escaped.slice(0, 59)}…` : escaped;
}

function parsedNames(text: string): unknown[] | undefined {
  try {
    const files = (JSON.parse(text) as Partial<Record<string, unknown>> | null)?.files;
    return Array.isArray(files) ? (files as unknown[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files of the set a folder holds, from its manifest. The manifest is read only when it is a regular file (a
 * link to elsewhere, a FIFO or a device is ignored unread), and only names of report-set files are kept: `..`, `.`,
 * a path or a file of the user's (README.md) can never make the harness remove or replace anything.
 */
export function readManifest(folder: string): PreviousSet {
  const read = readRegularFile(join(folder, MANIFEST_FILE), { maxBytes: MAX_MANIFEST_BYTES, follow: false });
  if (!read.ok) {
    if (read.problem === 'not-found') return { files: [], notes: [] };
    return { files: [], notes: [{ note: 'manifest-unreadable', detail: refusalReason(read) }] };
  }
  const names = parsedNames(read.bytes.toString('utf8'));
  if (names === undefined) return { files: [], notes: [{ note: 'manifest-unreadable', detail: 'not a manifest' }] };
  const files = [...new Set(names.filter(isReportSetFile))];
  const ignored = names.filter((name) => !isReportSetFile(name));
  if (ignored.length === 0) return { files, notes: [] };
  const detail = ignored.slice(0, 5).map(shownName).join(', ') + (ignored.length > 5 ? ', …' : '');
  return { files, notes: [{ note: 'manifest-names-ignored', detail }] };
}
