import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { globSync } from 'glob';
import { packagePath } from './paths.js';

/** Where to find a corpus: `fixtures` is a folder or a glob, `cards` the catalogue file; both relative to `cwd`. */
export interface CorpusSource {
  readonly fixtures?: string | undefined;
  readonly cards?: string | undefined;
  readonly cwd?: string | undefined;
  /** The largest fixture file read, in bytes (default: harness/load/limits.ts). */
  readonly maxFixtureBytes?: number | undefined;
}

/** The files of a corpus: fixture files sorted by path, the folder they are read from, and the catalogue file. */
export interface CorpusFiles {
  readonly root: string;
  readonly fixtureFiles: readonly string[];
  readonly cataloguePath: string;
  /** The folder the catalogue must lie in when it was found in the fixture folder rather than named. */
  readonly catalogueWithin?: string;
  readonly cwd: string;
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Finds the fixture files (every JSON file but the card folder's) and the catalogue of a corpus. */
export function locateCorpus(source: CorpusSource = {}): CorpusFiles {
  const cwd = source.cwd ?? process.cwd();
  const folder = source.fixtures === undefined ? packagePath('fixtures') : resolve(cwd, source.fixtures);
  const byFolder = source.fixtures === undefined || isDirectory(folder);
  const root = byFolder ? folder : cwd;
  const patterns = byFolder ? ['**/*.json'] : [source.fixtures ?? ''];
  const ignore = byFolder ? ['cards/**'] : ['**/cards/**'];
  const found = globSync(patterns, { cwd: root, absolute: true, nodir: true, ignore });
  const fixtureFiles = found.map((file) => resolve(file)).sort();
  return { root, fixtureFiles, cwd, ...catalogueOf(source, root, cwd) };
}

function catalogueOf(
  source: CorpusSource,
  root: string,
  cwd: string,
): { readonly cataloguePath: string; readonly catalogueWithin?: string } {
  if (source.cards !== undefined) return { cataloguePath: resolve(cwd, source.cards) };
  const beside = resolve(root, 'cards', 'catalogue.json');
  return existsSync(beside)
    ? { cataloguePath: beside, catalogueWithin: root }
    : { cataloguePath: packagePath('fixtures', 'cards', 'catalogue.json') };
}

/** A path as people see it: relative to `from` with forward slashes when inside it, absolute otherwise. */
export function displayPath(path: string, from: string): string {
  const rel = relative(from, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return path.split(sep).join('/');
  return rel.split(sep).join('/');
}
