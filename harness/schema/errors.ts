import type { ErrorObject } from 'ajv/dist/2020.js';
import { capText, MAX_VALUE_CHARS } from '../text/cap-text.js';
import type { FindingCode } from '../../schemas/types/generated.js';
import type { FindingData, FindingDraft, FindingScalar } from '../messages/findings.js';
import { valueAt } from '../text/pointer.js';
import { MAX_SCHEMA_ERRORS } from './documents.js';

const WRAPPERS = new Set(['oneOf', 'anyOf']);

/** Whether an error reports on a branch of the given oneOf/anyOf error. */
function isBranchOf(error: ErrorObject, wrapper: ErrorObject): boolean {
  return error !== wrapper && error.schemaPath.startsWith(`${wrapper.schemaPath}/`);
}

/**
 * Keeps the errors a person can act on. For a oneOf that failed, the branch that got furthest into the value is
 * most likely the one meant: keep its deeper errors and drop the wrapper; if no branch got deeper, keep the wrapper alone.
 */
export function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const added: ErrorObject[] = [];
  for (const wrapper of errors.filter((e) => WRAPPERS.has(e.keyword))) {
    const branches = errors.filter((e) => isBranchOf(e, wrapper));
    const deeper = branches.filter((e) => e.instancePath.length > wrapper.instancePath.length);
    if (deeper.length > 0) {
      dropped.add(wrapper);
      for (const e of branches) if (e.instancePath === wrapper.instancePath) dropped.add(e);
      continue;
    }
    for (const e of branches) dropped.add(e);
    const constants = asEnum(wrapper, branches);
    if (constants) {
      dropped.add(wrapper);
      added.push(constants);
    }
  }
  const kept = [...errors.filter((e) => !dropped.has(e) && e.keyword !== 'if'), ...added];
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A oneOf of constants (a closed list) that failed reads best as an enum of the allowed values. */
function asEnum(wrapper: ErrorObject, branches: readonly ErrorObject[]): ErrorObject | undefined {
  if (branches.length === 0 || !branches.every((e) => e.keyword === 'const')) return undefined;
  const allowedValues = branches.map((e) => (e.params as { allowedValue?: unknown }).allowedValue);
  return { ...wrapper, keyword: 'enum', params: { allowedValues } };
}

/** Appends the JSON text of a value to `out` until it is longer than MAX_VALUE_CHARS: a huge value is not walked. */
function writeUpTo(out: string[], length: { n: number }, node: unknown): void {
  const put = (text: string): void => {
    out.push(text);
    length.n += text.length;
  };
  if (node === null || typeof node !== 'object') {
    // an in-process adapter may hand over undefined, a function, a symbol or a bigint, which have no JSON text
    const json = node === null || ['string', 'number', 'boolean'].includes(typeof node);
    put(json ? JSON.stringify(node) : 'null');
    return;
  }
  const array = Array.isArray(node);
  put(array ? '[' : '{');
  let first = true;
  for (const key in node) {
    if (length.n > MAX_VALUE_CHARS) return;
    if (!Object.hasOwn(node, key)) continue;
    put(`${first ? '' : ','}${array ? '' : `${JSON.stringify(key)}:`}`);
    first = false;
    writeUpTo(out, length, (node as Record<string, unknown>)[key]);
  }
  put(array ? ']' : '}');
}

/** The JSON text of a value, cut after MAX_VALUE_CHARS characters. */
function preview(value: unknown): string {
  const out: string[] = [];
  writeUpTo(out, { n: 0 }, value);
  return capText(out.join(''), MAX_VALUE_CHARS);
}

function scalar(value: unknown): FindingScalar | readonly FindingScalar[] | undefined {
  const cut = (item: FindingScalar) => (typeof item === 'string' ? capText(item, MAX_VALUE_CHARS) : item);
  if (value === undefined) return undefined;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? preview(item) : cut(item as FindingScalar)));
  if (typeof value === 'string') return cut(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  return preview(value);
}

/** The facts of one ajv error, for messages.ts to render. */
export function schemaErrorData(error: ErrorObject, document: unknown): FindingData {
  const params = error.params as Record<string, unknown>;
  const allowed = params.allowedValues ?? (error.keyword === 'const' ? [params.allowedValue] : undefined);
  const duplicate = error.keyword === 'uniqueItems' ? [params.j, params.i] : undefined;
  return {
    keyword: error.keyword,
    missingProperty: scalar(params.missingProperty),
    additionalProperty: scalar(params.additionalProperty),
    allowedValues: scalar(allowed),
    pattern: scalar(params.pattern),
    type: scalar(params.type),
    tag: scalar(params.tag),
    tagValue: scalar(params.tagValue),
    duplicate: scalar(duplicate),
    value: scalar(valueAt(document, error.instancePath)),
    detail: error.message ?? error.keyword,
  };
}

/** How many schema findings one document gets; the last one listed counts the rest. */
const MAX_FINDINGS = 10;

/**
 * Turns ajv errors into findings with the instance path as JSON Pointer: the first MAX_FINDINGS, the last of them
 * saying how many more there are (and whether validation stopped at MAX_SCHEMA_ERRORS, so that there may be others).
 */
export function schemaFindings(code: FindingCode, errors: readonly ErrorObject[], document: unknown): FindingDraft[] {
  const useful = usefulErrors(errors);
  const listed = useful.slice(0, MAX_FINDINGS);
  return listed.map((error, i) => {
    const data = schemaErrorData(error, document);
    const last = i === listed.length - 1 && useful.length > listed.length;
    const more = last ? { alsoMore: useful.length - listed.length, ...capped(errors) } : {};
    return { code, pointer: error.instancePath, data: { ...data, ...more } };
  });
}

/** The limit validation stopped at, when it did. */
export function capped(errors: readonly ErrorObject[]): { errorsCapped?: number } {
  return errors.length >= MAX_SCHEMA_ERRORS ? { errorsCapped: MAX_SCHEMA_ERRORS } : {};
}
