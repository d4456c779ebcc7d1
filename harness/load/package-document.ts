import { readPackageJson } from './paths.js';
import { DOCUMENT_SCHEMAS, validateDocument, type DocumentKind } from '../schema/validators.js';

/** A generated document of the package (spec/rules.json, spec/core-rules.json), validated against its schema. */
export function generatedPackageDocument(kind: DocumentKind, ...segments: string[]): unknown {
  const value = readPackageJson(...segments);
  const errors = validateDocument(kind, value);
  if (errors.length > 0) {
    const schema = DOCUMENT_SCHEMAS[kind].replace(/^schemas\//, '');
    throw new Error(`${segments.join('/')} breaks ${schema}; run npm run generate (${JSON.stringify(errors[0])})`);
  }
  return value;
}
