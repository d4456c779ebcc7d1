/** Test helper: one Ajv instance holding every schema of schemas/ and spec/lists/, by $id. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { globSync } from 'glob';

export const root = join(import.meta.dirname, '..', '..');
export const BASE = 'https://riftbound-conformance.org/';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}

export function schemaFiles(): string[] {
  return globSync(['schemas/**/*.schema.json', 'spec/lists/*.schema.json'], { cwd: root }).sort();
}

let shared: Ajv2020 | undefined;

/**
 * The registry, made once per process and shared by the test files (they only look schemas up): each schema is
 * compiled once, on its first lookup, instead of once per file.
 */
export function createAjv(): Ajv2020 {
  if (shared !== undefined) return shared;
  const ajv = new Ajv2020({ strict: true, strictRequired: false, discriminator: true, allErrors: true });
  addFormats(ajv);
  for (const file of schemaFiles()) ajv.addSchema(readJson(file) as object);
  shared = ajv;
  return ajv;
}
