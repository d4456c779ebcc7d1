/**
 * What the package imports at run time must be installed with it: every bare import of a shipped module names a
 * `dependencies` entry or a Node builtin (the `./vitest` entry may also import its peer, vitest). A devDependency
 * imported at run time works in this checkout and breaks in an engine's repo.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../protocol/cli-helpers.js';

interface Manifest {
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly exports: Record<string, { readonly default: string }>;
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;

/** The source files `npm run build` compiles into dist/, the modules the package ships. */
function shippedSources(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json cannot be read');
  return config.fileNames;
}

/** The module specifiers a file imports as values (type-only imports are erased by the build). */
export function valueImports(text: string, fileName = 'module.ts'): string[] {
  // No parent links: the walk goes down only (the precompiled validators are megabytes of code).
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every module specifier a file names, type-only imports included: TypeScript's preprocessor, a scan of the tokens
 * (a tenth of the time of a parse on the megabytes of precompiled validators). The value imports are among them.
 */
function namedImports(text: string): string[] {
  return ts.preProcessFile(text, true, false).importedFiles.map((imported) => imported.fileName);
}

/** A shipped source with its text and every specifier it names. */
interface Shipped {
  readonly file: string;
  readonly text: string;
  readonly named: readonly string[];
}

/** Each shipped source, read and scanned once for every test below. */
let shipped: readonly Shipped[] | undefined;

function shippedFiles(): readonly Shipped[] {
  shipped ??= shippedSources().map((file) => {
    const text = readFileSync(file, 'utf8');
    return { file, text, named: namedImports(text) };
  });
  return shipped;
}

/**
 * The value imports of each shipped source that `wrong` holds against: the scan finds the candidates, and a file with
 * one is parsed to leave out its type-only imports (valueImports), so that a type-only import is never an offence.
 */
function offendingImports(wrong: (file: string, specifier: string) => boolean): string[] {
  return shippedFiles().flatMap(({ file, text, named }) => {
    if (!named.some((specifier) => wrong(file, specifier))) return [];
    return valueImports(text, file)
      .filter((specifier) => wrong(file, specifier))
      .map((specifier) => `${relative(ROOT, file).split(sep).join('/')} imports ${specifier}`);
  });
}

/** The package a bare specifier names (`@scope/name/sub` gives `@scope/name`), or undefined for a relative one. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const BUILTINS = new Set(builtinModules);

function isBuiltin(name: string): boolean {
  return name.startsWith('node:') || BUILTINS.has(name);
}

/** The source of the `./vitest` entry: the only module that may import the optional peer. */
const VITEST_ENTRY = join(ROOT, 'harness', 'vitest.ts');

describe('the runtime imports of the shipped modules', () => {
  it('name only dependencies and Node builtins (and, from the vitest entry, its peer)', () => {
    const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
    const peers = new Set(Object.keys(manifest.peerDependencies ?? {}));
    expect(shippedFiles().length).toBeGreaterThan(100);
    const offences = offendingImports((file, specifier) => {
      const name = packageOf(specifier);
      if (name === undefined || isBuiltin(name) || dependencies.has(name)) return false;
      return !(file === VITEST_ENTRY && peers.has(name));
    });
    expect(offences).toEqual([]);
  });

  it('name no entry of vitest that warns of its deprecation when imported (vitest/suite since 4.1)', () => {
    const dist = join(ROOT, 'node_modules', 'vitest', 'dist');
    // Each deprecated entry point of the installed vitest prints this warning when it is first imported.
    const deprecated = readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .filter((name) =>
        /Importing from \\?"vitest\/[\w-]+\\?" is deprecated/.test(readFileSync(join(dist, name), 'utf8')),
      )
      .map((name) => `vitest/${name.replace(/\.js$/, '')}`);
    expect(deprecated).toContain('vitest/suite');
    const offences = offendingImports((_file, specifier) => deprecated.includes(specifier));
    expect(offences).toEqual([]);
  });

  it('are found in static, dynamic and re-export forms, and type-only imports are left out', () => {
    const text = [
      "import fc from 'fast-check';",
      "import type { X } from 'typescript';",
      "export { a } from '@scope/pkg/sub';",
      "export type { B } from 'vite';",
      "const m = await import('picomatch');",
      "import './local.js';",
    ].join('\n');
    expect(valueImports(text).map(packageOf)).toEqual(['fast-check', '@scope/pkg', 'picomatch', undefined]);
    // The quick scan finds each of them, and the type-only ones too: a file it finds nothing wrong in needs no parse.
    expect(namedImports(text)).toEqual([
      'fast-check',
      'typescript',
      '@scope/pkg/sub',
      'vite',
      'picomatch',
      './local.js',
    ]);
  });

  it('every entry of the exports map is built from a shipped source', () => {
    const sources = new Set(shippedSources().map((file) => relative(ROOT, file).split(sep).join('/')));
    for (const target of Object.values(manifest.exports).flatMap((entry) =>
      typeof entry === 'object' ? [entry.default] : [],
    )) {
      expect(sources).toContain(target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'));
    }
  });
});
