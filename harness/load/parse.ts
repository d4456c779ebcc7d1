import type { FindingCode } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../findings.js';
import { child } from '../pointer.js';
import { jsonErrorPosition } from './json-error-position.js';

/** Keys that could reach an object prototype if a consumer merged the document into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A parsed JSON document, or the finding that says why it could not be parsed. */
export type Parsed =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly finding: FindingDraft };

/** Parses JSON text; a syntax error gives the line and column. */
export function parseJson(text: string, code: FindingCode, data: Record<string, string> = {}): Parsed {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch (error) {
    const { line, column } = jsonErrorPosition(source);
    const problem = error instanceof Error ? error.message.split('\n')[0] : 'syntax error';
    return { ok: false, finding: { code, line, column, data: { ...data, problem, detail: problem } } };
  }
}

/** Finds every forbidden key (__proto__, constructor, prototype) in a parsed document, with its JSON Pointer. */
export function forbiddenKeys(value: unknown, at = ''): FindingDraft[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenKeys(item, child(at, index)));
  return Object.entries(value).flatMap(([key, item]) => {
    const here = child(at, key);
    const own: FindingDraft[] = FORBIDDEN_KEYS.has(key)
      ? [{ code: 'fixture/forbidden-key', pointer: here, data: { key } }]
      : [];
    return [...own, ...forbiddenKeys(item, here)];
  });
}
