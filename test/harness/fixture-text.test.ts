import { describe, expect, it } from 'vitest';
import { checkFixtureText } from '../../harness/load/fixture-text.js';
import { textMemo } from '../../harness/load/text-memo.js';
import { readTestFixture, BASE_ID } from './helpers.js';

describe('the checks of a fixture text, kept by text (harness/load/fixture-text.ts)', () => {
  it('give the same findings for a text seen before, and a document of its own each time', () => {
    const text = JSON.stringify({ ...readTestFixture(BASE_ID), then: undefined, __proto__x: 1 });
    const bad = text.replace('"__proto__x"', '"__proto__"');
    const first = checkFixtureText(bad);
    const second = checkFixtureText(bad);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    const codes = first.findings.map((finding) => finding.code);
    expect(codes[0]).toBe('fixture/forbidden-key');
    expect(codes).toContain('fixture/schema');
    expect(second.findings).toEqual(first.findings);
    expect(second.value).toEqual(first.value);
    expect(second.value).not.toBe(first.value);
  });

  it('give the parse finding again for a text that does not parse, and a valid text none', () => {
    expect(checkFixtureText('{"id": ').ok).toBe(false);
    expect(checkFixtureText('{"id": ')).toMatchObject({ ok: false, finding: { code: 'fixture/parse-error' } });
    const valid = JSON.stringify(readTestFixture(BASE_ID));
    expect(checkFixtureText(valid)).toMatchObject({ ok: true, findings: [] });
    expect(checkFixtureText(`\uFEFF${valid}`)).toMatchObject({ ok: true, findings: [] });
  });
});

describe('textMemo (harness/load/text-memo.ts)', () => {
  it('works a text out once; once full, keeps what it holds and works other texts out each time', () => {
    const memo = textMemo<number>(10);
    let calls = 0;
    const work = () => (calls += 1);
    expect([memo.get('abcd', work), memo.get('abcd', work)]).toEqual([1, 1]);
    expect(memo.get('efghijk', work)).toBe(2);
    expect(memo.get('efghijk', work)).toBe(3);
    expect(memo.get('abcd', work)).toBe(1);
    expect(memo.get('a text longer than the bound', work)).toBe(4);
    expect(memo.get('a text longer than the bound', work)).toBe(5);
  });

  it('finds the texts it holds again when a run goes over more text than its bound, time after time', () => {
    const memo = textMemo<string>(12);
    const texts = ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee', 'ffff'];
    const worked: string[] = [];
    for (let run = 0; run < 3; run += 1)
      for (const text of texts) memo.get(text, () => (worked.push(text), text.toUpperCase()));
    // The first three fill the bound and stay: only the other three are worked out again in each later run.
    expect(worked).toEqual([...texts, 'dddd', 'eeee', 'ffff', 'dddd', 'eeee', 'ffff']);
    expect(memo.get('bbbb', () => 'again')).toBe('BBBB');
  });
});
