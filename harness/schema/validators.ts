import type { ErrorObject } from 'ajv/dist/2020.js';
import * as allErrors from './compiled/all-errors.js';
import * as firstError from './compiled/first-error.js';
import { DOCUMENT_SCHEMAS, MAX_SCHEMA_ERRORS, type DocumentKind } from './documents.js';

export { DOCUMENT_SCHEMAS, MAX_SCHEMA_ERRORS, type DocumentKind };

/** The result of validating one document: its ajv errors, empty when valid, at most MAX_SCHEMA_ERRORS of them. */
export type SchemaErrors = readonly ErrorObject[];

/** A validator of ajv's standalone code: true when valid, else its errors on the function. */
interface CompiledValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const FIRST_ERROR = firstError as unknown as Readonly<Record<DocumentKind, CompiledValidator>>;
const ALL_ERRORS = allErrors as unknown as Readonly<Record<DocumentKind, CompiledValidator>>;

/** Whether a document is valid against its schema: the validator that stops at the first error, precompiled. */
export function isValidDocument(kind: DocumentKind, value: unknown): boolean {
  return FIRST_ERROR[kind](value);
}

/**
 * Validates a document against its schema. Valid documents (nearly all) take one pass that stops at the first error;
 * an invalid one is walked again to list its errors, up to MAX_SCHEMA_ERRORS (more than that many means there may be
 * others: the walk of an array or object stops there, so that a huge broken document costs linear time).
 */
export function validateDocument(kind: DocumentKind, value: unknown): SchemaErrors {
  if (isValidDocument(kind, value)) return [];
  const validate = ALL_ERRORS[kind];
  if (validate(value))
    throw new Error(`the two validators of ${DOCUMENT_SCHEMAS[kind]} disagree: run npm run generate`);
  return (validate.errors ?? []).slice(0, MAX_SCHEMA_ERRORS);
}
