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

/** Each shipped source with the specifiers it imports as values, read and parsed once for every test below. */
let shipped: readonly { readonly file: string; readonly specifiers: readonly string[] }[] | undefined;

function shippedImports(): readonly { readonly file: string; readonly specifiers: readonly string[] }[] {
  shipped ??= shippedSources().map((file) => ({ file, specifiers: valueImports(readFileSync(file, 'utf8'), file) }));
  return shipped;
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
    const files = shippedImports();
    expect(files.length).toBeGreaterThan(100);
    const offences: string[] = [];
    for (const { file, specifiers } of files) {
      for (const specifier of specifiers) {
        const name = packageOf(specifier);
        if (name === undefined || isBuiltin(name) || dependencies.has(name)) continue;
        if (file === VITEST_ENTRY && peers.has(name)) continue;
        offences.push(`${relative(ROOT, file).split(sep).join('/')} imports ${specifier}`);
      }
    }
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
    const offences = shippedImports().flatMap(({ file, specifiers }) =>
      specifiers
        .filter((specifier) => deprecated.includes(specifier))
        .map((specifier) => `${relative(ROOT, file).split(sep).join('/')} imports ${specifier}`),
    );
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
