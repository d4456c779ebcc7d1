import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders a patched engine is built from: the engine, and the schema types it imports (defaults.ts at run time). */
export const SOURCE_FOLDERS = ['engine', join('schemas', 'types')] as const;

/**
 * The repository root of a checkout: the nearest folder above this module with `engine/adapter.ts` and the patch
 * index (the same from mutants/source/ and from dist/mutants/source/). Patch mutants need the engine's sources,
 * which the published package does not hold.
 */
export function checkoutRoot(moduleUrl: string = import.meta.url): string {
  let directory = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(join(directory, 'engine', 'adapter.ts')) && existsSync(join(directory, 'mutants', 'source')))
      return directory;
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(
        'Patch mutants need the sources of engine/: run them from a checkout of the repository (npm ci), not from the installed package.',
      );
    }
    directory = parent;
  }
}

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The TypeScript sources a patched engine is built from, by path relative to the root (with `/`), to text. */
export function readEngineSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of SOURCE_FOLDERS) {
    for (const path of walk(join(root, folder))) {
      sources.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'));
    }
  }
  return sources;
}
