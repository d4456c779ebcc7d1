import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { UsageError } from '../usage-error.js';
import type { Adapter } from './types.js';

function hasMethod(value: object, name: string): boolean {
  return typeof (value as Record<string, unknown>)[name] === 'function';
}

/** The adapter a module exports by default, or a usage error naming what is missing. */
export function adapterFromModule(module: unknown, shownAs: string): Adapter {
  const exported =
    module !== null && typeof module === 'object' ? (module as { default?: unknown }).default : undefined;
  if (exported === null || typeof exported !== 'object') {
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

/** Imports an adapter module from a path relative to `cwd`. */
export async function importAdapter(path: string, cwd: string): Promise<Adapter> {
  const url = pathToFileURL(resolve(cwd, path)).href;
  let module: unknown;
  try {
    module = await import(url);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UsageError('usage/adapter-not-found', { path, detail }, { cause: error });
  }
  return adapterFromModule(module, path);
}
