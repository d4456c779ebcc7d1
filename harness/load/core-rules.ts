import type { CoreRulesList } from '../../schemas/types/generated.js';
import { generatedPackageDocument } from './package-document.js';

/** The Core Rules v1.4 numbers (spec/core-rules.json), with what a lint message needs to suggest a fix. */
export interface CoreRuleNumbers {
  has(number: string): boolean;
  /** The existing numbers nearest to one that does not exist: its closest existing parent and its neighbours. */
  nearest(number: string): string[];
}

/** Compares two rule numbers level by level: digits as numbers, letters alphabetically (the order of the text). */
export function compareCoreRules(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) continue;
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    return numeric ? Number(x) - Number(y) : x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** A lookup over a list of numbers. */
export function coreRuleNumbers(numbers: readonly string[]): CoreRuleNumbers {
  const known = new Set(numbers);
  const sorted = [...numbers].sort(compareCoreRules);
  return {
    has: (number) => known.has(number),
    nearest: (number) => {
      const levels = number.split('.');
      const parents = levels.map((_, i) => levels.slice(0, levels.length - 1 - i).join('.'));
      const parent = parents.find((candidate) => known.has(candidate));
      const after = sorted.findIndex((candidate) => compareCoreRules(candidate, number) > 0);
      const next = after === -1 ? undefined : sorted[after];
      const previous = sorted[(after === -1 ? sorted.length : after) - 1];
      return [...new Set([parent, previous, next].filter((n): n is string => n !== undefined))];
    },
  };
}

let cached: CoreRuleNumbers | undefined;

/** The numbers of spec/core-rules.json, validated once against schemas/core-rules.schema.json. */
export function coreRules(): CoreRuleNumbers {
  cached ??= coreRuleNumbers(
    (generatedPackageDocument('coreRules', 'spec', 'core-rules.json') as CoreRulesList).numbers,
  );
  return cached;
}
