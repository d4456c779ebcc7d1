/** scripts/fix-requires.ts: requires rewritten to the derived set in place, and conflicts confined to requires resolved. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../harness/load/catalogue.js';
import { conflictSides } from '../../scripts/requires/conflicts.js';
import { rewriteRequires, type Rewrite } from '../../scripts/requires/rewrite.js';
import { topLevelArraySpan } from '../../scripts/requires/span.js';
import { ROOT } from '../protocol/cli-helpers.js';
import { FILE, REQUIRES, TEXT, withLines, withRequires } from './fix-requires-fixture.js';

const loaded = loadCatalogue(join(ROOT, 'fixtures/cards/catalogue.json'), 'catalogue.json').cards;
if (loaded === undefined) throw new Error('the catalogue does not load');
const cards = loaded;

/** The problem of a refused rewrite; a rewrite that went through is a test failure. */
function problemOf(rewrite: Rewrite): string {
  if (rewrite.ok) throw new Error('the rewrite went through');
  return rewrite.problem;
}

describe('conflictSides', () => {
  it('reads a clean text as clean, and splits merge and diff3 hunks into both sides', () => {
    expect(conflictSides('a\nb\n')).toEqual({ kind: 'clean' });
    expect(conflictSides('a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> other\nd\n')).toEqual({
      kind: 'conflicted',
      ours: 'a\nb\nd\n',
      theirs: 'a\nc\nd\n',
      lines: [2],
    });
    const diff3 = conflictSides('<<<<<<< ours\nb\n||||||| base\nx\n=======\nc\n>>>>>>> theirs\n');
    expect(diff3).toMatchObject({ ours: 'b\n', theirs: 'c\n' });
  });

  it('names the line of a marker out of order or a hunk never closed', () => {
    expect(conflictSides('a\n=======\n')).toMatchObject({ kind: 'malformed', line: 2 });
    expect(conflictSides('<<<<<<< HEAD\nb\n')).toMatchObject({ kind: 'malformed', line: 1 });
  });
});

describe('topLevelArraySpan', () => {
  it('finds the top-level member only, past strings and nested members of the same name', () => {
    const text = '{"title": "requires", "x": {"requires": [1]}, "requires": ["a", "]"]}';
    const span = topLevelArraySpan(text, 'requires');
    expect(span && text.slice(span.start, span.end)).toBe('["a", "]"]');
    expect(topLevelArraySpan('{"x": {"requires": []}}', 'requires')).toBeUndefined();
  });
});

describe('rewriteRequires', () => {
  it('leaves a fixture whose requires is already derived byte for byte as it is', async () => {
    expect(await rewriteRequires(TEXT, FILE, cards)).toEqual({ ok: true, text: TEXT });
  });

  it('rewrites a wrong requires, keeping the order of what it listed and every other byte', async () => {
    const wrong = withRequires('"requires": ["report.rejection-codes", "keyword.flow", "report.events"],');
    const fixed = await rewriteRequires(wrong, FILE, cards);
    expect(fixed).toEqual({
      ok: true,
      text: TEXT.replace(REQUIRES, '"requires": ["report.rejection-codes", "payment.scripted-spend"],'),
    });
  });

  it('resolves a conflict confined to requires, on one line or spread over several', async () => {
    const oneLine = withLines(
      REQUIRES,
      '<<<<<<< HEAD\n  "requires": ["payment.scripted-spend"],\n=======\n  "requires": ["report.events", "unknown.capability"],\n>>>>>>> feature\n',
    );
    expect(await rewriteRequires(oneLine, FILE, cards)).toEqual({ ok: true, text: TEXT });
    const spread = withLines(
      REQUIRES,
      '  "requires": [\n<<<<<<< HEAD\n    "payment.scripted-spend"\n=======\n    "keyword.flow",\n    "report.rejection-codes"\n>>>>>>> feature\n  ],\n',
    );
    expect(await rewriteRequires(spread, FILE, cards)).toEqual({ ok: true, text: TEXT });
  });

  it('refuses a conflict that reaches beyond requires, and a fixture that is invalid apart from requires', async () => {
    const beyond = withLines(
      '"id": "pay-energy-cannot-pay-power",',
      '<<<<<<< HEAD\n  "id": "a",\n=======\n  "id": "b",\n>>>>>>> x\n',
    );
    expect(problemOf(await rewriteRequires(beyond, FILE, cards))).toMatch(/not only in requires.*by hand/);
    const invalid = TEXT.replace('"title":', '"titel":');
    expect(problemOf(await rewriteRequires(invalid, FILE, cards))).toContain('fixture.schema.json');
    expect(await rewriteRequires('{"requires": [', FILE, cards)).toMatchObject({ ok: false });
  });
});
