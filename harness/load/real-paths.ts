import { realpathSync } from 'node:fs';
import { sep } from 'node:path';

/** Follows the links of a path to the file it names; the path itself when it cannot be resolved. */
export type RealPath = (path: string) => string;

function realPath(path: string): string {
  try {
    // The system's realpath: one call per file, where the JavaScript one looks up every folder of the path.
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

/** Which of two paths to the same file to keep: the real one, else the shorter, else the first in order. */
function better(candidate: string, kept: string, real: string): boolean {
  if (candidate === real || kept === real) return candidate === real;
  const depth = (path: string): number => path.split(sep).length;
  return depth(candidate) < depth(kept) || (depth(candidate) === depth(kept) && candidate < kept);
}

/** A RealPath that resolves each path once: the loading of a corpus asks for the real path of each file twice. */
export function onceRealPath(): RealPath {
  const known = new Map<string, string>();
  return (path) => {
    let real = known.get(path);
    if (real === undefined) {
      real = realPath(path);
      known.set(path, real);
    }
    return real;
  };
}

/**
 * The files with each file once, however many symbolic links lead to it: a folder linked into the corpus (or a link
 * loop) would otherwise make one fixture several, and call the real file a duplicate of its own copy. Keeps the path
 * that is the real one when it was found, else the shortest; the order of the list is kept. Files whose real path is
 * in `excluded` (a file, or a folder and all it holds), reached through a link, are left out as they would be directly.
 */
export function uniqueByRealPath(
  files: readonly string[],
  excluded: readonly string[] = [],
  resolve: RealPath = realPath,
): string[] {
  const outside = excluded.map(resolve);
  const kept = new Map<string, string>();
  for (const file of files) {
    const real = resolve(file);
    if (outside.some((path) => real === path || real.startsWith(`${path}${sep}`))) continue;
    const previous = kept.get(real);
    if (previous === undefined || better(file, previous, real)) kept.set(real, file);
  }
  const chosen = new Set(kept.values());
  return files.filter((file) => chosen.has(file));
}

/**
 * Whether a file, once its links are followed, lies in `folder` (itself reached through links or not). A fixture
 * folder may link within itself; a link out of it is not read.
 */
export function insideFolder(folder: string, resolve: RealPath = realPath): (file: string) => boolean {
  const root = resolve(folder);
  return (file) => {
    const real = resolve(file);
    return real === root || real.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
  };
}
