/** scripts/fix-requires.ts: requires rewritten to the derived set in place, and conflicts confined to requires resolved. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../harness/load/catalogue.js';
import { conflictSides } from '../../scripts/requires/conflicts.js';
import { rewriteRequires, type Rewrite } from '../../scripts/requires/rewrite.js';
import { topLevelArraySpan } from '../../scripts/requires/span.js';
import { ROOT, tempDir } from '../protocol/cli-helpers.js';

const loaded = loadCatalogue(join(ROOT, 'fixtures/cards/catalogue.json'), 'catalogue.json').cards;
if (loaded === undefined) throw new Error('the catalogue does not load');
const cards = loaded;

/** A fixture of the corpus that requires two capabilities, written on one line by Prettier. */
const FILE = join(ROOT, 'fixtures/pay/pay-energy-cannot-pay-power.json');
const TEXT = readFileSync(FILE, 'utf8');
const REQUIRES = '"requires": ["payment.scripted-spend", "report.rejection-codes"],';

function withRequires(line: string): string {
  expect(TEXT).toContain(REQUIRES);
  return TEXT.replace(REQUIRES, line);
}

/** The fixture with the whole line holding `text` (indentation and newline included) replaced by `lines`. */
function withLines(text: string, lines: string): string {
  const line = TEXT.split('\n').find((candidate) => candidate.includes(text)) ?? '';
  expect(line).not.toBe('');
  return TEXT.replace(`${line}\n`, lines);
}

/** The problem of a refused rewrite; a rewrite that went through is a test failure. */
function problemOf(rewrite: Rewrite): string {
  if (rewrite.ok) throw new Error('the rewrite went through');
  return rewrite.problem;
}

const temp = tempDir();
afterAll(() => {
  temp.remove();
});

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

describe('npx tsx scripts/fix-requires.ts', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fix-requires.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  const dir = join(temp.dir, 'pay');
  mkdirSync(dir, { recursive: true });
  const target = join(dir, 'pay-energy-cannot-pay-power.json');
  const other = join(dir, 'pay-spend-limited-to-pool.json');
  copyFileSync(join(ROOT, 'fixtures/pay/pay-spend-limited-to-pool.json'), other);

  it('with --check exits 1 and changes nothing; without, rewrites and counts; then --check exits 0', () => {
    writeFileSync(target, withRequires('"requires": ["report.events"],'));
    const checked = run('--check', temp.dir);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toContain('1 of 2 fixture files would change');
    expect(readFileSync(target, 'utf8')).toContain('"requires": ["report.events"]');
    const fixed = run(temp.dir);
    expect(fixed.status).toBe(0);
    expect(fixed.stdout).toContain('1 of 2 fixture files changed');
    expect(readFileSync(target, 'utf8')).toBe(TEXT);
    expect(run('--check', temp.dir).status).toBe(0);
  });

  it('exits 2 and leaves a file whose conflict is not only in requires untouched, naming it', () => {
    const conflicted = withLines(
      '"id": "pay-energy-cannot-pay-power",',
      '<<<<<<< HEAD\n  "id": "a",\n=======\n  "id": "b",\n>>>>>>> x\n',
    );
    writeFileSync(target, conflicted);
    const result = run(temp.dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/pay-energy-cannot-pay-power\.json: the conflict .* by hand/);
    expect(readFileSync(target, 'utf8')).toBe(conflicted);
  });
});
