/**
 * Deep equality as `util.isDeepStrictEqual` decides it, with a fast path for plain data (objects of Object.prototype,
 * arrays without holes or extra keys, no symbol keys): the states and events the verdict compares at every step. The
 * fast path answers only "equal"; anything else, unequal or not plain, is decided by `isDeepStrictEqual` itself, so
 * both give the same answer on every value.
 */
import { isDeepStrictEqual } from 'node:util';

const { getPrototypeOf, keys, getOwnPropertySymbols } = Object;
const isEnumerable = (object: object, key: string): boolean => Object.prototype.propertyIsEnumerable.call(object, key);

function plainArraysEqual(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length || getPrototypeOf(a) !== Array.prototype || getPrototypeOf(b) !== Array.prototype)
    return false;
  for (let i = 0; i < a.length; i += 1) if (!(i in a) || !(i in b) || !plainEqual(a[i], b[i])) return false;
  // A key besides the indices (or a symbol) is left to isDeepStrictEqual.
  return keys(a).length === a.length && keys(b).length === b.length && noSymbols(a) && noSymbols(b);
}

function noSymbols(value: object): boolean {
  return getOwnPropertySymbols(value).length === 0;
}

function plainObjectsEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (getPrototypeOf(a) !== Object.prototype || getPrototypeOf(b) !== Object.prototype) return false;
  const own = keys(a);
  if (own.length !== keys(b).length) return false;
  for (const key of own) if (!isEnumerable(b, key) || !plainEqual(a[key], b[key])) return false;
  return noSymbols(a) && noSymbols(b);
}

/** True only when `a` and `b` are plain data and deep-equal; false says nothing either way. */
function plainEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) return Array.isArray(b) && plainArraysEqual(a as unknown[], b as unknown[]);
  if (Array.isArray(b)) return false;
  return plainObjectsEqual(a as Record<string, unknown>, b as Record<string, unknown>);
}

/** Whether two values are deep-equal, exactly as `util.isDeepStrictEqual` says. */
export function deepEqual(a: unknown, b: unknown): boolean {
  return plainEqual(a, b) || isDeepStrictEqual(a, b);
}
