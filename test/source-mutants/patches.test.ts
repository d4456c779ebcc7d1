import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkoutRoot, listPatchMutants, patchedSources, readEngineSources } from '../../mutants/source/index.js';

const root = checkoutRoot();
const mutants = listPatchMutants(root);
const ruleIds = new Set(
  (JSON.parse(readFileSync(join(root, 'spec', 'rules.json'), 'utf8')) as { rules: { id: string }[] }).rules.map(
    (rule) => rule.id,
  ),
);

/** The compiler options of the repository's tsconfig.json. */
function compilerOptions(): ts.CompilerOptions {
  const path = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(path, (file) => ts.sys.readFile(file));
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options, noEmit: true };
}

/** The engine files that import `path` (relative imports only, as the engine writes them). */
function importersOf(sources: ReadonlyMap<string, string>, path: string): string[] {
  return [...sources].flatMap(([file, text]) =>
    [...text.matchAll(/from '(\.[^']+)'/g)].some(
      (match) => resolve(root, dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts')) === resolve(root, path),
    )
      ? [file]
      : [],
  );
}

/**
 * A type checker of the engine with some of its files replaced, as tsconfig.json checks it: every file is parsed
 * once and shared between the programs, and each program checks the replaced files and the files importing them
 * (what a change inside one file can break).
 */
function engineChecker() {
  const options = compilerOptions();
  const sources = readEngineSources(root);
  const rootNames = [...sources.keys()].map((path) => resolve(root, path));
  const parsed = new Map<string, ts.SourceFile>();
  let previous: ts.Program | undefined;
  return (patched: ReadonlyMap<string, string>): string[] => {
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    const replaced = new Map(
      [...patched]
        .filter(([path, text]) => sources.get(path) !== text)
        .map(([path, text]) => [resolve(root, path), text]),
    );
    host.getSourceFile = (fileName, language) => {
      const text = replaced.get(resolve(fileName));
      if (text !== undefined) return ts.createSourceFile(fileName, text, language, true);
      const cached = parsed.get(fileName) ?? read(fileName, language);
      if (cached) parsed.set(fileName, cached);
      return cached;
    };
    const program = ts.createProgram({ rootNames, options, host, ...(previous ? { oldProgram: previous } : {}) });
    previous = program;
    const changed = [...patched].filter(([path, text]) => sources.get(path) !== text).map(([path]) => path);
    const checked = new Set(
      changed.length === 0 ? sources.keys() : changed.flatMap((path) => [path, ...importersOf(sources, path)]),
    );
    const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    for (const path of checked) {
      const file = program.getSourceFile(resolve(root, path));
      diagnostics.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
    }
    return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  };
}

describe('the patch mutants of mutants/source/', () => {
  it('lists seventy-eight, each once, named for the chapter of a rule ID of spec/rules.json, with its patch file', () => {
    expect(mutants).toHaveLength(78);
    expect(new Set(mutants.map((mutant) => mutant.id)).size).toBe(mutants.length);
    for (const mutant of mutants) {
      expect(ruleIds, mutant.id).toContain(mutant.rule);
      expect(mutant.id.startsWith(`${mutant.rule.split('.')[0] ?? ''}-`), mutant.id).toBe(true);
      expect(mutant.description, mutant.id).toMatch(/^[A-Z].*\.$/);
    }
    const files = readdirSync(join(root, 'mutants', 'source')).filter((name) => name.endsWith('.patch'));
    expect(files.sort()).toEqual(mutants.map((mutant) => `${mutant.id}.patch`).sort());
  });

  const check = engineChecker();

  it('the type check sees an error a patch brings in', () => {
    const sources = readEngineSources(root);
    const broken = new Map(sources).set(
      'engine/cost/floor.ts',
      `${sources.get('engine/cost/floor.ts') ?? ''}\nconst x: number = 'x';\n`,
    );
    expect(check(broken).join('\n')).toMatch(/not assignable to type 'number'/);
  });

  it.each(mutants.map((mutant) => mutant.id))("%s applies to today's engine, changes it, and typechecks", (id) => {
    const original = readEngineSources(root);
    const patched = patchedSources(id, root);
    expect([...patched].some(([path, text]) => original.get(path) !== text)).toBe(true);
    expect(check(patched)).toEqual([]);
  });
});
