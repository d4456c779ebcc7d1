import { describe, expect, it } from 'vitest';
import { adapterFromModule } from '../../harness/adapters/module.js';
import { ADAPTER_NAMES, isModulePath, loadAdapter, referenceAdapterExists } from '../../harness/adapters/registry.js';
import { describeAdapter } from '../../harness/adapters/describe.js';
import { UsageError } from '../../harness/messages/usage-error.js';
import { ROOT } from './helpers.js';

async function usageCode(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof UsageError ? error.code : `not a usage error: ${String(error)}`),
  );
}

describe('the adapter registry', () => {
  it('lists the valid names for an unknown one', async () => {
    const error = await loadAdapter('nope', ROOT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).data).toMatchObject({ name: 'nope', valid: ADAPTER_NAMES });
  });

  it('tells a module path from a name', () => {
    expect(isModulePath('reference')).toBe(false);
    expect(isModulePath('./adapter.js')).toBe(true);
    expect(isModulePath('dist/adapter.mjs')).toBe(true);
  });

  it('loads a module relative to cwd and checks its default export', async () => {
    const adapter = await loadAdapter('./test/harness/adapters/replay.ts', ROOT);
    expect((await describeAdapter(adapter)).name).toBe('replay');
    expect(await usageCode(loadAdapter('./test/harness/adapters/no-default.ts', ROOT))).toBe('usage/adapter-shape');
    expect(await usageCode(loadAdapter('./test/harness/adapters/missing.ts', ROOT))).toBe('usage/adapter-not-found');
    expect(() => adapterFromModule({ default: { describe: () => undefined } }, 'x')).toThrow(/run\(\)/);
  });

  it('says the reference engine is not built yet while engine/adapter.ts is missing', async () => {
    const code = await usageCode(loadAdapter('reference', ROOT));
    expect(code).toBe(referenceAdapterExists() ? undefined : 'usage/reference-not-built');
  });

  it('turns a describe() that throws into a usage error', async () => {
    const throwing = {
      describe: () => {
        throw new Error('no engine');
      },
      run: () => ({ steps: [] }),
    };
    expect(await usageCode(describeAdapter(throwing))).toBe('usage/describe-failed');
  });

  it('rejects a describe() that breaks implementation.schema.json', async () => {
    const bad = {
      describe: () => ({ name: 'x', version: '1', language: 'ts', capabilities: ['telepathy'] }),
      run: () => ({ steps: [] }),
    };
    expect(await usageCode(describeAdapter(bad as never))).toBe('usage/invalid-implementation');
  });
});
