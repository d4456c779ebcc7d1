import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { cachedLint } from '../../harness/lint/cache.js';
import { lintFixture } from '../../harness/lint/index.js';
import type { LintContext } from '../../harness/lint/context.js';
import { lintReferences } from '../../harness/load/references.js';
import { testCorpus } from './helpers.js';

/** A corpus fixture, parsed afresh each time (as a new load of the same file gives). */
function fixture(): Fixture {
  const [loaded] = testCorpus().fixtures;
  if (loaded === undefined) throw new Error('the test corpus has no fixture');
  return structuredClone(loaded.fixture);
}

function context(value: Fixture, cards = testCorpus().cards): LintContext {
  return { fixture: value, cards, ...lintReferences() };
}

describe('the lint cache (harness/lint/cache.ts)', () => {
  it('gives the same findings for the same content, and new ones when the content changes in place', () => {
    const value = fixture();
    value.rules = [...value.rules, 'no-such-rule'];
    const first = lintFixture(context(value));
    expect(first.map((finding) => finding.code)).toContain('fixture/unknown-rule');
    expect(lintFixture(context(structuredClone(value)))).toEqual(first);
    value.rules.pop();
    expect(lintFixture(context(value)).map((finding) => finding.code)).not.toContain('fixture/unknown-rule');
  });

  it('lints again against another catalogue, another list of rule IDs or no catalogue', () => {
    const value = fixture();
    expect(lintFixture(context(value))).toEqual([]);
    const card = Object.values(value.given.players).flatMap((side) => [...(side.hand ?? []), ...(side.base ?? [])])[0];
    expect(card).toBeDefined();
    const withoutCard = new Map([...testCorpus().cards].filter(([id]) => id !== card?.card));
    expect(lintFixture(context(value, withoutCard)).map((finding) => finding.code)).toContain('fixture/unknown-card');
    expect(lintFixture({ ...context(value), cards: undefined })).not.toEqual(lintFixture(context(value, withoutCard)));
    const noRules = lintFixture({ ...context(value), ruleIds: new Set() });
    expect(noRules.map((finding) => finding.code)).toContain('fixture/unknown-rule');
    expect(lintFixture(context(value))).toEqual([]);
  });

  it('hands out a list the caller may change without changing what the next caller gets', () => {
    const value = fixture();
    value.rules = [...value.rules, 'another-unknown-rule'];
    const first = lintFixture(context(value));
    const count = first.length;
    first.length = 0;
    expect(lintFixture(context(value))).toHaveLength(count);
  });

  it('keeps the findings by the text the fixture was parsed from, when the caller gives it', () => {
    const value = fixture();
    value.rules = [...value.rules, 'unknown-rule-of-a-text'];
    const text = `${JSON.stringify(value)}\n`;
    const first = lintFixture({ ...context(value), text });
    expect(first.map((finding) => finding.code)).toContain('fixture/unknown-rule');
    // Another text is linted afresh; the same text is the same fixture, and is not linted again.
    expect(lintFixture({ ...context(fixture()), text: JSON.stringify(fixture()) })).toEqual([]);
    expect(lintFixture({ ...context(fixture()), text })).toEqual(first);
  });

  it('still holds the first fixtures after a run of more fixtures than the 4096 it once held (the 10x benchmark)', () => {
    const value = fixture();
    const linted: string[] = [];
    const lint = (linting: LintContext) => {
      linted.push(linting.text ?? '');
      return [];
    };
    const texts = Array.from({ length: 5000 }, (_, i) => JSON.stringify({ ...value, id: `${value.id}-n${i}` }));
    const shared = context(value);
    for (let run = 0; run < 2; run += 1) for (const text of texts) cachedLint({ ...shared, text }, lint);
    // Each text linted once: the second run finds every one, the first ones included.
    expect(linted).toHaveLength(texts.length);
  });
});
