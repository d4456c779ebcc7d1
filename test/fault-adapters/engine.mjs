// The engine the fault adapters answer with: the reference engine, or none (FAULT_ENGINE=none) to skip everything.

/** The reference engine's in-process adapter, loaded from TypeScript through tsx, or undefined. */
export async function loadEngine() {
  if (process.env.FAULT_ENGINE === 'none') return undefined;
  const { tsImport } = await import('tsx/esm/api');
  const registry = await tsImport('../../harness/adapters/registry.ts', import.meta.url);
  return registry.loadAdapter('reference');
}
