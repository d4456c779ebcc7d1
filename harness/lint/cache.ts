/**
 * The lint findings of fixtures already linted in this process, by content: a fixture linted again with the same
 * text against the same catalogue, rule IDs and Core Rules numbers (a test suite loading the corpus many times, a
 * watch run, the benchmark) gets the findings of the first time without walking it again.
 */
import { createHash } from 'node:crypto';
import type { FindingDraft } from '../messages/findings.js';
import { MAX_MEMO_CHARS } from '../load/text-memo.js';
import type { LintContext } from './context.js';

const digests = new WeakMap<object, string>();
let nextIdentity = 0;

/** A digest of what an object holds, worked out once per object. */
function digestOf(object: object, content: () => string): string {
  let digest = digests.get(object);
  if (digest === undefined) {
    digest = createHash('sha256').update(content()).digest('hex');
    digests.set(object, digest);
  }
  return digest;
}

/** What the findings of a fixture depend on besides the fixture: the catalogue, the rule IDs, the Core Rules. */
function contextKey({ cards, ruleIds, coreRules }: LintContext): string {
  const catalogue = cards === undefined ? 'none' : digestOf(cards, () => JSON.stringify([...cards]));
  const rules = digestOf(ruleIds, () => [...ruleIds].join('\n'));
  // The Core Rules numbers are read once per process (harness/load/core-rules.ts): the object stands for its content.
  const numbers = digestOf(coreRules, () => String((nextIdentity += 1)));
  return `${catalogue} ${rules} ${numbers}`;
}

const cache = new Map<string, Map<string, readonly FindingDraft[]>>();
/** The characters of the texts the cache holds: bounded as the fixture texts' own memo is (load/text-memo.ts). */
let chars = 0;

/**
 * The findings of `lint` on a context, from the cache when the same fixture was linted in the same context. Once
 * full, the cache keeps what it holds and lints other fixtures without keeping their findings: starting afresh would
 * keep nothing of a run of more fixtures than it holds (the benchmark's ten thousand), each fixture pushing out the
 * ones the next run asks for first.
 */
export function cachedLint(context: LintContext, lint: (context: LintContext) => FindingDraft[]): FindingDraft[] {
  const key = contextKey(context);
  // The file's text when known (the same text parses to the same fixture), else the fixture serialised.
  const text = context.text ?? JSON.stringify(context.fixture);
  const known = cache.get(key)?.get(text);
  if (known !== undefined) return [...known];
  const findings = lint(context);
  if (chars + text.length > MAX_MEMO_CHARS) return [...findings];
  const forContext = cache.get(key) ?? new Map<string, readonly FindingDraft[]>();
  cache.set(key, forContext);
  forContext.set(text, findings);
  chars += text.length;
  return [...findings];
}
