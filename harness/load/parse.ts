import type { FindingCode } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../messages/findings.js';
import { child } from '../text/pointer.js';
import { MAX_DEPTH, tooDeepAt } from './depth.js';
import { jsonErrorAt } from './json-error-position.js';

/** Keys that could reach an object prototype if a consumer merged the document into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A parsed JSON document, or the finding that says why it could not be parsed. */
export type Parsed =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly finding: FindingDraft };

/**
 * Parses JSON text; a syntax error gives the line and column. A document nested deeper than MAX_DEPTH is refused the
 * same way (no schema of the project comes near it, and deeper documents would exhaust the stack of later stages).
 */
export function parseJson(text: string, code: FindingCode, data: Record<string, string> = {}): Parsed {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const refuse = (problem: string): Parsed => {
    const { line, column, tooDeep } = jsonErrorAt(source);
    const stated = tooDeep ? `nested deeper than ${MAX_DEPTH} levels` : problem;
    return { ok: false, finding: { code, line, column, data: { ...data, problem: stated, detail: stated } } };
  };
  let value: unknown;
  try {
    value = JSON.parse(source) as unknown;
  } catch (error) {
    return refuse(error instanceof Error ? (error.message.split('\n')[0] ?? 'syntax error') : 'syntax error');
  }
  return tooDeepAt(value, MAX_DEPTH) !== undefined
    ? refuse(`nested deeper than ${MAX_DEPTH} levels`)
    : { ok: true, value };
}

/** Finds every forbidden key (__proto__, constructor, prototype) in a parsed document, with its JSON Pointer. */
export function forbiddenKeys(value: unknown, at = ''): FindingDraft[] {
  const found: FindingDraft[] = [];
  const path: (string | number)[] = [];
  // Pointers are built only for the keys found: most documents have none.
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      (node as unknown[]).forEach((item, index) => {
        path.push(index);
        walk(item);
        path.pop();
      });
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      path.push(key);
      if (FORBIDDEN_KEYS.has(key))
        found.push({ code: 'fixture/forbidden-key', pointer: child(at, ...path), data: { key } });
      walk(record[key]);
      path.pop();
    }
  };
  walk(value);
  return found;
}
