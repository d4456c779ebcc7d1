import { lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { kindOf } from '../load/regular-file.js';

/** The prefix of the private folder a single file is written into before it is renamed into place. */
const PLACING_PREFIX = '.riftbound-conformance.write-';

/**
 * Throws unless `folder/name` is absent, a regular file or a symbolic link: what a rename may replace (a rename
 * replaces a link itself and never writes through it). A folder or a FIFO of that name is left alone.
 */
export function assertReplaceable(folder: string, name: string): void {
  let kind;
  try {
    kind = kindOf(lstatSync(join(folder, name)));
  } catch {
    return;
  }
  if (kind !== 'file' && kind !== 'symbolic link')
    throw new Error(`${join(folder, name)} is a ${kind}, not a file: move it away so that ${name} can be written`);
}

/**
 * Writes files into a fresh private folder inside `folder` (created with mkdtemp, so nothing in it can be a link
 * planted beforehand), each through write-file-atomic; returns that folder. The caller renames the files into place.
 */
export async function stageFiles(folder: string, prefix: string, files: ReadonlyMap<string, string>): Promise<string> {
  const staging = mkdtempSync(join(folder, prefix));
  try {
    for (const [name, content] of files) await writeFileAtomic(join(staging, name), content);
    return staging;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Writes one file into `outDir` (relative to `cwd`) as a regular file, never through a link: written in a private
 * folder, then renamed into place. A reader sees the previous file or the new one. Returns the path written.
 */
export async function placeFile(outDir: string, name: string, content: string, cwd: string): Promise<string> {
  const folder = resolve(cwd, outDir);
  mkdirSync(folder, { recursive: true });
  assertReplaceable(folder, name);
  const staging = await stageFiles(folder, PLACING_PREFIX, new Map([[name, content]]));
  try {
    renameSync(join(staging, name), join(folder, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return join(folder, name);
}
