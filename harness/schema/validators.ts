import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { globSync } from 'glob';
import { packageRoot } from '../paths.js';

const BASE = 'https://riftbound-conformance.org/';

/** The documents the harness validates, by the schema file that defines each. */
export const DOCUMENT_SCHEMAS = {
  fixture: 'schemas/fixture.schema.json',
  cards: 'schemas/cards.schema.json',
  scenario: 'schemas/scenario.schema.json',
  observation: 'schemas/observation.schema.json',
  report: 'schemas/report.schema.json',
  strength: 'schemas/strength.schema.json',
  baseline: 'schemas/baseline.schema.json',
  rules: 'schemas/rules.schema.json',
  coreRules: 'schemas/core-rules.schema.json',
  coreRulesScope: 'schemas/core-rules-scope.schema.json',
  implementation: 'schemas/protocol/implementation.schema.json',
  start: 'schemas/protocol/start.schema.json',
  started: 'schemas/protocol/started.schema.json',
  run: 'schemas/protocol/run.schema.json',
  runResult: 'schemas/protocol/run-result.schema.json',
  stop: 'schemas/protocol/stop.schema.json',
} as const;

/** A document the harness validates. */
export type DocumentKind = keyof typeof DOCUMENT_SCHEMAS;

/** The result of validating one document: its ajv errors, empty when valid. */
export type SchemaErrors = readonly ErrorObject[];

function createAjv(): Ajv2020Module.default {
  const ajv = new Ajv2020Module.default({ strict: true, strictRequired: false, discriminator: true, allErrors: true });
  addFormatsModule.default(ajv);
  const files = globSync(['schemas/**/*.schema.json', 'spec/lists/*.schema.json'], {
    cwd: packageRoot,
    absolute: true,
    nodir: true,
  });
  for (const file of files.sort()) ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')) as object);
  return ajv;
}

let ajv: Ajv2020Module.default | undefined;
const compiled = new Map<DocumentKind, ValidateFunction>();

/** The validator of a document kind, compiled once per process from the one shared Ajv instance. */
export function validatorFor(kind: DocumentKind): ValidateFunction {
  const cached = compiled.get(kind);
  if (cached) return cached;
  ajv ??= createAjv();
  const validate = ajv.getSchema(`${BASE}${DOCUMENT_SCHEMAS[kind]}`);
  if (!validate) throw new Error(`schema ${DOCUMENT_SCHEMAS[kind]} is not loaded`);
  compiled.set(kind, validate);
  return validate;
}

/** Validates a document against its schema. */
export function validateDocument(kind: DocumentKind, value: unknown): SchemaErrors {
  const validate = validatorFor(kind);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
