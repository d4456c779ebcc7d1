import { accessSync, constants, existsSync, mkdtempSync, realpathSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { minimatch } from 'minimatch';
import { isModulePath } from '../adapters/registry.js';
import { packagePath } from '../load/paths.js';
import { kindOf } from '../load/regular-file.js';
import { REPORT_SET_FILES } from '../report/file-names.js';
import { readManifest, type FolderNote } from '../report/manifest.js';
import { foreignFiles, refuseForeignFiles } from '../report/report-set.js';
import { UsageError } from '../messages/usage-error.js';

/**
 * Checks of the paths a command was given, made before anything runs: a bad --out found only after the whole corpus
 * ran would cost the run. Each failed check is a usage error (exit 2) naming the option, the path and the fix.
 */

function refuse(option: string, path: string, problem: string, detail?: string): never {
  throw new UsageError('usage/bad-path', { option, path, problem, ...(detail === undefined ? {} : { detail }) });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The nearest folder of `path` (itself included) that exists, or the first part of the way that is not a folder. */
function nearestExisting(path: string): { readonly path: string; readonly folder: boolean } {
  let at = path;
  while (!existsSync(at)) {
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  return { path: at, folder: existsSync(at) && statSync(at).isDirectory() };
}

/** A folder the reports can be written to: an existing folder we can write, or one we can create. */
export function checkOutFolder(option: string, out: string, cwd: string): void {
  const folder = resolve(cwd, out);
  const existing = nearestExisting(folder);
  if (!existing.folder) refuse(option, out, existing.path === folder ? 'file' : 'parent-file', existing.path);
  try {
    // A real write, not only the permission bits: read-only mounts and access lists answer only to a try.
    rmdirSync(mkdtempSync(join(existing.path, '.riftbound-conformance-check-')));
  } catch (error) {
    refuse(option, out, 'not-writable', `${existing.path}: ${reason(error)}`);
  }
}

/**
 * An --out whose files of the report set are all the harness's own: a file of that name the folder's manifest does
 * not list (the user's own summary.md) stops the run before anything runs, rather than being replaced silently.
 */
export function checkReportFolder(
  option: string,
  out: string,
  files: readonly string[],
  cwd: string,
  onNote: (note: FolderNote) => void,
): void {
  const folder = resolve(cwd, out);
  if (!existsSync(folder)) return;
  const previous = readManifest(folder);
  const foreign = foreignFiles(folder, files, previous);
  // Why the manifest did not vouch for them (a link, a tampered list) goes with the refusal.
  if (foreign.length > 0) previous.notes.forEach(onNote);
  refuseForeignFiles(option, out, foreign);
}

/** A file the command will read: it must exist and be a readable regular file (a FIFO would block the read). */
export function checkInputFile(option: string, file: string, cwd: string): void {
  const path = resolve(cwd, file);
  if (!existsSync(path)) refuse(option, file, 'not-found');
  const kind = kindOf(statSync(path));
  if (kind === 'folder') refuse(option, file, 'folder');
  if (kind !== 'file') throw new UsageError('usage/bad-path', { option, path: file, problem: 'not-a-file', kind });
  try {
    accessSync(path, constants.R_OK);
  } catch (error) {
    refuse(option, file, 'not-readable', reason(error));
  }
}

/** Whether a --fixtures value is a glob rather than a path. */
function isGlob(value: string): boolean {
  return /[*?[\]{}!]/.test(value);
}

/** The corpus paths: --fixtures (a folder or a glob) and --cards (a file). */
export function checkCorpusPaths(options: { readonly fixtures?: string; readonly cards?: string }, cwd: string): void {
  if (options.fixtures !== undefined && !isGlob(options.fixtures) && !existsSync(resolve(cwd, options.fixtures)))
    refuse('--fixtures', options.fixtures, 'not-found');
  if (options.cards !== undefined) checkInputFile('--cards', options.cards, cwd);
}

/** A path with its links resolved, for a path whose end may not exist yet (an --out to be created). */
function realFuture(path: string): string {
  const existing = nearestExisting(path).path;
  return join(realpathSync(existing), relative(existing, path));
}

/**
 * An --out outside the fixture folder: reports written inside it would be read as fixtures by the next run. For a
 * glob, the report files must not match it.
 */
export function checkOutOutsideFixtures(out: string, fixtures: string | undefined, cwd: string): void {
  const folder = realFuture(resolve(cwd, out));
  if (fixtures !== undefined && isGlob(fixtures)) {
    const names = REPORT_SET_FILES.map((name) => relative(realpathSync(cwd), join(folder, name)).split(sep).join('/'));
    if (names.some((name) => minimatch(name, fixtures))) refuse('--out', out, 'out-in-fixtures', fixtures);
    return;
  }
  const given = fixtures === undefined ? packagePath('fixtures') : resolve(cwd, fixtures);
  if (!existsSync(given) || !statSync(given).isDirectory()) return;
  const root = realpathSync(given);
  if (folder === root || folder.startsWith(`${root}${sep}`)) refuse('--out', out, 'out-in-fixtures', fixtures ?? root);
}

/** An --adapter that names a module file must exist (a registered name is checked when it is loaded). */
export function checkAdapterPath(adapter: string | undefined, cwd: string): void {
  if (adapter !== undefined && isModulePath(adapter) && !existsSync(resolve(cwd, adapter)))
    refuse('--adapter', adapter, 'not-found');
}
