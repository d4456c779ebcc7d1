/**
 * Adapter modules as engine repos build them: a TypeScript `export default` compiled to CommonJS, `module.exports`,
 * and a `.ts` file handed to a Node that cannot load it. vitest's loader unwraps CommonJS defaults by itself, so the
 * unwrapping is also checked on the namespace Node gives (`default` is the whole `exports`); scripts/package-test.mjs
 * loads both kinds under plain Node from an installed tarball.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adapterFromModule, adapterImportError } from '../../harness/adapters/module.js';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { renderUsage } from '../../harness/messages/index.js';

const dir = mkdtempSync(join(tmpdir(), 'rb-cjs-adapter-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const ADAPTER_BODY = `{
  describe: () => ({ name: 'cjs-engine', version: '1.0.0', language: 'typescript', capabilities: [] }),
  run: () => ({ skipped: { reason: 'nothing is wired' } }),
}`;

/** What tsc emits for `export default adapter` with "module": "commonjs". */
const COMPILED_DEFAULT = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const adapter = ${ADAPTER_BODY};
exports.default = adapter;
`;

writeFileSync(join(dir, 'package.json'), '{ "type": "commonjs" }\n');
writeFileSync(join(dir, 'compiled-default.js'), COMPILED_DEFAULT);
writeFileSync(join(dir, 'module-exports.js'), `module.exports = ${ADAPTER_BODY};\n`);

describe('an adapter module compiled to CommonJS', () => {
  it.each(['compiled-default.js', 'module-exports.js'])('%s is loaded', async (file) => {
    const adapter = await loadAdapter(join(dir, file));
    expect(await adapter.describe()).toMatchObject({ name: 'cjs-engine' });
  });

  it('is unwrapped only when marked __esModule and the outer object is no adapter', () => {
    const adapter = { describe: () => undefined, run: () => undefined };
    expect(adapterFromModule({ default: { __esModule: true, default: adapter } }, 'x')).toBe(adapter);
    expect(() => adapterFromModule({ default: { default: adapter } }, 'x')).toThrow(/describe\(\) and no run\(\)/);
    const outer = { ...adapter, __esModule: true, default: { describe: 1 } };
    expect(adapterFromModule({ default: outer }, 'x')).toBe(outer);
  });
});

describe('a TypeScript adapter that Node cannot load', () => {
  const unknownExtension = Object.assign(new TypeError('Unknown file extension ".ts" for /x/adapter.ts'), {
    code: 'ERR_UNKNOWN_FILE_EXTENSION',
  });

  it.each(['./adapter.ts', './src/adapter.mts', 'adapter.cts'])('%s gets the tsx and compile hint', (path) => {
    const error = adapterImportError(path, unknownExtension);
    expect(error.code).toBe('usage/adapter-typescript');
    const message = renderUsage(error.code, error.data);
    expect(message).toContain(`npx tsx node_modules/.bin/riftbound-conformance run --adapter ${path}`);
    expect(message).toContain('Compile it');
    expect(message).not.toContain('Check the path');
  });

  it('a missing file, .ts or not, is still "cannot be loaded: check the path"', () => {
    const missing = Object.assign(new Error('Cannot find module'), { code: 'ERR_MODULE_NOT_FOUND' });
    expect(adapterImportError('./adapter.ts', missing).code).toBe('usage/adapter-not-found');
    expect(adapterImportError('./adapter.js', unknownExtension).code).toBe('usage/adapter-not-found');
  });
});
