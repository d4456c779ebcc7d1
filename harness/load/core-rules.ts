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
let cachedList: readonly string[] | undefined;

/** The numbers of spec/core-rules.json in the order of the text, validated once against its schema. */
export function coreRulesList(): readonly string[] {
  cachedList ??= (generatedPackageDocument('coreRules', 'spec', 'core-rules.json') as CoreRulesList).numbers;
  return cachedList;
}

/** The numbers of spec/core-rules.json, validated once against schemas/core-rules.schema.json. */
export function coreRules(): CoreRuleNumbers {
  cached ??= coreRuleNumbers(coreRulesList());
  return cached;
}

const NUMBER = String.raw`\d{3}(?:\.[0-9a-z]+)*`;
const ITEM = String.raw`${NUMBER}(?:-${NUMBER})?`;
/** A list of numbers and ranges after "Core Rules", "Core Rules v1.4:" or "CR". */
const CITATION_LIST = new RegExp(
  String.raw`(?:\bCore Rules(?: v1\.4)?:?|\bCR)\s+(${ITEM}(?:(?:,\s*|\s+and\s+|\s*/\s*)${ITEM})*)`,
  'g',
);
/** A number with at least one level (`337.4`) is a citation wherever it stands. */
const DOTTED = new RegExp(String.raw`(?<![\w.])\d{3}\.[0-9a-z]+(?:\.[0-9a-z]+)*(?![\w])`, 'g');

/**
 * The Core Rules numbers a text cites: the numbers and ranges after "Core Rules" or "CR", and every number with a
 * level (such as `337.4`) anywhere. A range `356.1-356.7` cites both its ends.
 */
export function citedCoreRuleNumbers(text: string): string[] {
  const cited: string[] = [];
  for (const match of text.matchAll(CITATION_LIST)) cited.push(...(match[1]?.match(new RegExp(NUMBER, 'g')) ?? []));
  for (const match of text.matchAll(DOTTED)) cited.push(match[0].replace(/\.$/, ''));
  return [...new Set(cited)];
}
