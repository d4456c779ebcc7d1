import { pathToFileURL } from 'node:url';
import { extname, resolve } from 'node:path';
import { UsageError } from '../messages/usage-error.js';
import type { Adapter } from './types.js';

function hasMethod(value: object, name: string): boolean {
  return typeof (value as Record<string, unknown>)[name] === 'function';
}

function isObject(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

/**
 * What a module exports by default. A TypeScript `export default` compiled to CommonJS arrives as the whole
 * `exports` object, marked `__esModule`, with the adapter under its own `default`: unwrap it.
 */
function defaultExport(module: unknown): unknown {
  const exported = isObject(module) ? (module as { default?: unknown }).default : undefined;
  if (!isObject(exported) || hasMethod(exported, 'run')) return exported;
  const wrapped = exported as { __esModule?: unknown; default?: unknown };
  return wrapped.__esModule === true && isObject(wrapped.default) ? wrapped.default : exported;
}

/** The adapter a module exports by default, or a usage error naming what is missing. */
export function adapterFromModule(module: unknown, shownAs: string): Adapter {
  const exported = defaultExport(module);
  if (!isObject(exported)) {
    throw new UsageError('usage/adapter-shape', { path: shownAs, missing: 'no default export object' });
  }
  const missing = ['describe', 'run'].filter((name) => !hasMethod(exported, name)).map((name) => `${name}()`);
  if (missing.length > 0)
    throw new UsageError('usage/adapter-shape', {
      path: shownAs,
      missing: `the default export has no ${missing.join(' and no ')}`,
    });
  return exported as Adapter;
}

const TYPESCRIPT = new Set(['.ts', '.mts', '.cts']);

/** The usage error for a module that cannot be imported: a TypeScript file gets the two ways to run it. */
export function adapterImportError(path: string, error: unknown): UsageError {
  const detail = error instanceof Error ? error.message : String(error);
  const code = isObject(error) ? (error as { code?: unknown }).code : undefined;
  if (TYPESCRIPT.has(extname(path)) && code === 'ERR_UNKNOWN_FILE_EXTENSION')
    return new UsageError('usage/adapter-typescript', { path }, { cause: error });
  return new UsageError('usage/adapter-not-found', { path, detail }, { cause: error });
}

/** Imports an adapter module from a path relative to `cwd`. */
export async function importAdapter(path: string, cwd: string): Promise<Adapter> {
  const url = pathToFileURL(resolve(cwd, path)).href;
  let module: unknown;
  try {
    module = await import(url);
  } catch (error) {
    throw adapterImportError(path, error);
  }
  return adapterFromModule(module, path);
}
