/** A value frozen all the way down. */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * Freezes a value and everything it holds, so that an adapter writing to it throws (modules run in strict mode).
 * Walked without recursion: no depth can exhaust the stack.
 */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  const pending: unknown[] = [value];
  for (let node = pending.pop(); pending.length > 0 || node !== undefined; node = pending.pop()) {
    if (node === null || typeof node !== 'object' || Object.isFrozen(node)) continue;
    Object.freeze(node);
    for (const item of Object.values(node)) pending.push(item);
  }
  return value as DeepReadonly<T>;
}
