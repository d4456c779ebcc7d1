/** The named adapters. The only module of the harness that reaches into engine/, and only through its adapter. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../usage-error.js';
import { adapterFromModule, importAdapter } from './module.js';
import type { Adapter } from './types.js';

/** The reference engine's adapter, relative to this module (the same from harness/ and dist/harness/). */
const REFERENCE_ADAPTER = '../../engine/adapter.js';

/** Whether the reference engine's adapter exists, as source (engine/adapter.ts) or built. */
export function referenceAdapterExists(): boolean {
  const built = fileURLToPath(new URL(REFERENCE_ADAPTER, import.meta.url));
  return existsSync(built) || existsSync(built.replace(/\.js$/, '.ts'));
}

async function loadReference(): Promise<Adapter> {
  if (!referenceAdapterExists()) throw new UsageError('usage/reference-not-built');
  // A non-literal specifier: the harness compiles whether or not the engine exists yet.
  const specifier: string = REFERENCE_ADAPTER;
  return adapterFromModule(await import(specifier), 'engine/adapter');
}

/** Loaders of the named adapters, by name. */
const ADAPTERS: Readonly<Record<string, () => Promise<Adapter>>> = {
  reference: loadReference,
};

/** The names `--adapter` accepts besides a module path. */
export const ADAPTER_NAMES: readonly string[] = Object.keys(ADAPTERS);

/** Whether `--adapter` names a module file rather than a registered adapter. */
export function isModulePath(value: string): boolean {
  return /[\\/]/.test(value) || value.startsWith('.') || /\.(c|m)?[jt]s$/.test(value);
}

/** Loads an adapter by name, or from a module path relative to `cwd`. */
export async function loadAdapter(nameOrPath: string, cwd: string = process.cwd()): Promise<Adapter> {
  if (isModulePath(nameOrPath)) return importAdapter(nameOrPath, cwd);
  const loader = ADAPTERS[nameOrPath];
  if (!loader) throw new UsageError('usage/unknown-adapter', { name: nameOrPath, valid: ADAPTER_NAMES });
  return loader();
}
