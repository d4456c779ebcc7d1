import { pointer } from '../text/pointer.js';

/** How deep a document may nest objects and arrays: far deeper than any schema of the project reaches. */
export const MAX_DEPTH = 100;

/** How many reference tokens of a too-deep pointer are shown before it is cut. */
const SHOWN_TOKENS = 8;

interface Pending {
  readonly node: unknown;
  readonly depth: number;
  readonly token?: string | number;
  readonly parent?: Pending;
}

function tokensOf(entry: Pending): (string | number)[] {
  const tokens: (string | number)[] = [];
  for (let at: Pending | undefined = entry; at?.token !== undefined; at = at.parent) tokens.push(at.token);
  return tokens.reverse();
}

/**
 * Whether a value nests objects and arrays deeper than `limit`: the cheap walk every reply takes (two stacks, no
 * path kept), so that a reply of a million items costs no more than its size.
 */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const nodes: unknown[] = [value];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const depth = depths.pop() ?? 0;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) {
        if (item !== null && typeof item === 'object') {
          nodes.push(item);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (item !== null && typeof item === 'object') {
        nodes.push(item);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * Where a value nests objects and arrays deeper than `limit`: the JSON Pointer of the first object or array found at
 * that depth (its first tokens, then "/…"), or undefined when the value stays within it. Walked without recursion,
 * so that no depth can exhaust the stack: every later walker of the value (schema, freeze, diff, compare) is safe.
 */
export function tooDeepAt(value: unknown, limit: number = MAX_DEPTH): string | undefined {
  if (!nestsDeeperThan(value, limit)) return undefined;
  const pending: Pending[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) {
      const tokens = tokensOf(next);
      return tokens.length > SHOWN_TOKENS ? `${pointer(...tokens.slice(0, SHOWN_TOKENS))}/…` : pointer(...tokens);
    }
    const entries: [string | number, unknown][] = Array.isArray(node) ? [...node.entries()] : Object.entries(node);
    for (const [token, item] of entries.reverse()) pending.push({ node: item, depth: depth + 1, token, parent: next });
  }
  return undefined;
}
