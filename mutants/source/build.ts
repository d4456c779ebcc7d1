import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The compiler, loaded on first use: patch mutants are a tool of the checkout, where it is installed. */
async function typescript(): Promise<typeof import('typescript')> {
  try {
    return (await import('typescript')).default;
  } catch (error) {
    throw new Error(
      'Patch mutants compile the patched engine with TypeScript: install the dev dependencies (npm ci).',
      {
        cause: error,
      },
    );
  }
}

/** JavaScript already compiled in this process, by TypeScript text: only the patched files are compiled again. */
const compiled = new Map<string, string>();

function compile(ts: typeof import('typescript'), path: string, text: string): string {
  const done = compiled.get(text);
  if (done !== undefined) return done;
  const compilerOptions = { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 };
  const output = ts.transpileModule(text, { compilerOptions, fileName: path }).outputText;
  compiled.set(text, output);
  return output;
}

/**
 * Compiles the (patched) engine sources to JavaScript in a new folder under the system's temporary folder, imports
 * `engine/adapter.js` from it, and removes the folder again: the engine imports all its modules statically, so once
 * the adapter is loaded nothing is read from the folder any more. Returns the adapter module's default export.
 */
export async function importBuiltAdapter(sources: ReadonlyMap<string, string>, version: string): Promise<unknown> {
  const ts = await typescript();
  const folder = mkdtempSync(join(tmpdir(), 'riftbound-patch-'));
  try {
    // the engine names itself from the nearest package.json (engine/version.ts)
    const manifest = { name: 'riftbound-conformance', version, type: 'module', private: true };
    writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest));
    for (const [path, text] of sources) {
      const out = join(folder, path.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, compile(ts, path, text));
    }
    const module = (await import(pathToFileURL(join(folder, 'engine', 'adapter.js')).href)) as { default?: unknown };
    return module.default;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
