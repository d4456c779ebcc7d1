/**
 * Finds import cycles among the TypeScript files of harness/ and engine/ (or the folders given).
 *
 *   npx tsx scripts/import-cycles.ts [folder...]   (default: harness engine)
 *
 * Every relative import counts, as madge counts them: `import`, `import type`, `export ... from` and `import('...')`.
 * A type-only cycle is still a cycle: it ties the modules together, and it turns into a load-order bug as soon as a
 * value joins one of its edges. Exits 0 when there is none, 1 listing each cycle (one strongly connected group of
 * files) otherwise; test/harness/import-cycles.test.ts runs the same check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Each file (a path relative to the root, with `/`) and the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The relative module specifiers a source text imports, in every form (TypeScript's own import scanner). */
export function importSpecifiers(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map(({ fileName }) => fileName).filter((specifier) => specifier.startsWith('.'));
}

/** The graph of relative imports among `files` (path to text); imports of files outside the set are left out. */
export function importGraph(files: ReadonlyMap<string, string>): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = importSpecifiers(text)
      .map((specifier) => resolveSpecifier(file, specifier, files))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function resolveSpecifier(from: string, specifier: string, files: ReadonlyMap<string, string>): string | undefined {
  const base = join(dirname(from), specifier).split('\\').join('/');
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

/** Each cycle of the graph: a strongly connected group of two or more files (or one that imports itself), sorted. */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Tarjan's algorithm, with an explicit stack of frames so that a deep graph cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const frames: { node: string; next: number }[] = [];
    const enter = (node: string): void => {
      index.set(node, index.size);
      low.set(node, index.get(node) ?? 0);
      stack.push(node);
      onStack.add(node);
      frames.push({ node, next: 0 });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (!frame) break;
      const targets = graph.get(frame.node) ?? [];
      const target = targets[frame.next++];
      if (target !== undefined) {
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) lower(low, frame.node, index.get(target) ?? 0);
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) lower(low, parent.node, low.get(frame.node) ?? 0);
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        group.push(member);
        if (member === frame.node) break;
      }
      if (group.length > 1 || targets.includes(frame.node)) cycles.push(group.sort());
    }
  }
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

function lower(low: Map<string, number>, node: string, value: number): void {
  low.set(node, Math.min(low.get(node) ?? value, value));
}

/** The TypeScript files (not .d.ts) under the folders, by path relative to `root`. */
export function readSources(root: string, folders: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue;
      const path = join(entry.parentPath, entry.name);
      files.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['harness', 'engine'];
  const cycles = findCycles(importGraph(readSources(root, folders)));
  if (cycles.length === 0) {
    console.log(`No import cycles in ${folders.join(', ')}.`);
    return;
  }
  for (const cycle of cycles) console.log(`Import cycle among ${cycle.length} files:\n  ${cycle.join('\n  ')}`);
  console.log('Break each by moving what both sides need (a type, a table) into a module of its own.');
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
