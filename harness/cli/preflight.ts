import { accessSync, constants, existsSync, mkdtempSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isModulePath } from '../adapters/registry.js';
import { UsageError } from '../usage-error.js';

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

/** A file the command will read: it must exist and be a readable file, not a folder. */
export function checkInputFile(option: string, file: string, cwd: string): void {
  const path = resolve(cwd, file);
  if (!existsSync(path)) refuse(option, file, 'not-found');
  if (statSync(path).isDirectory()) refuse(option, file, 'folder');
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

/** An --adapter that names a module file must exist (a registered name is checked when it is loaded). */
export function checkAdapterPath(adapter: string | undefined, cwd: string): void {
  if (adapter !== undefined && isModulePath(adapter) && !existsSync(resolve(cwd, adapter)))
    refuse('--adapter', adapter, 'not-found');
}
