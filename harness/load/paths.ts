import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'riftbound-conformance';

function isPackageRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
  return parsed.name === PACKAGE_NAME;
}

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (isPackageRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${PACKAGE_NAME}: package.json not found above ${start}`);
    dir = parent;
  }
}

/** The folder holding the package's package.json, schemas/, spec/ and fixtures/ (the same from harness/ and dist/harness/). */
export const packageRoot: string = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** An absolute path inside the package. */
export function packagePath(...segments: string[]): string {
  return join(packageRoot, ...segments);
}

/** Reads and parses a JSON file of the package itself (schemas, lists, rules index): these are trusted. */
export function readPackageJson(...segments: string[]): unknown {
  return JSON.parse(readFileSync(packagePath(...segments), 'utf8')) as unknown;
}
