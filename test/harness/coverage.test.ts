/** The coverage command: the pure computation on a synthetic corpus, the CLI's exit codes and JSON, and the corpus gate. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { computeCoverage, coverageStatus, tableOrder, type CoverageFixture } from '../../harness/coverage/compute.js';
import { chapterCoverage } from '../../harness/coverage/chapters.js';
import { missingText, renderCoverageTable } from '../../harness/coverage/table.js';
import { colors } from '../../harness/format/colors.js';
import { bufferedIo } from '../../harness/format/io.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { DIMENSION_VALUES } from '../../harness/load/lists.js';
import { corpusGrid } from '../../harness/coverage/corpus-grid.js';
import { finestNumbers, isUnder } from '../../harness/coverage/core-rules.js';
import { coreRulesScope } from '../../harness/coverage/core-rules-scope.js';
import { coreRulesList } from '../../harness/load/core-rules.js';
import { BASE_ID, CORPUS_DIR, ROOT, readTestFixture, tempDir, writeFiles } from './helpers.js';

const RULES = [
  { id: 'cost.a', chapter: 'cost' },
  { id: 'cost.b', chapter: 'cost' },
  { id: 'pay.c', chapter: 'pay' },
  { id: 'pay.d', chapter: 'pay' },
] as const;

const FIXTURES: readonly CoverageFixture[] = [
  { id: 'cost-one', rules: ['cost.a', 'cost.b'], contrasts: [{ rule: 'cost.a' }] },
  // A contrast whose rule is not in `rules` does not count; an unknown rule is ignored.
  { id: 'cost-two', rules: ['cost.a', 'pay.c'], contrasts: [{ rule: 'pay.d' }] },
  { id: 'pay-three', rules: ['cost.b', 'cost.b', 'unknown.rule'] },
];

async function cli(...argv: string[]) {
  const io = bufferedIo();
  const code = await main(argv, io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('computeCoverage', () => {
  const report = computeCoverage(FIXTURES, RULES);

  it('lists, per rule in spec order, the fixtures that exercise it and those that contrast it', () => {
    expect(report.rules).toEqual([
      { id: 'cost.a', chapter: 'cost', status: 'covered', fixtures: ['cost-one', 'cost-two'], contrasts: ['cost-one'] },
      { id: 'cost.b', chapter: 'cost', status: 'thin', fixtures: ['cost-one', 'pay-three'], contrasts: [] },
      { id: 'pay.c', chapter: 'pay', status: 'thin', fixtures: ['cost-two'], contrasts: [] },
      { id: 'pay.d', chapter: 'pay', status: 'uncovered', fixtures: [], contrasts: [] },
    ]);
  });

  it('summarises the statuses and is complete only when every rule is covered', () => {
    expect(report.summary).toEqual({
      rules: 4,
      covered: 1,
      thin: 2,
      uncovered: 1,
      fixtures: 3,
      thresholds: { fixtures: 2, contrasts: 1 },
      complete: false,
    });
    const full = computeCoverage(
      [
        { id: 'cost-x', rules: ['cost.a'], contrasts: [{ rule: 'cost.a' }] },
        { id: 'cost-y', rules: ['cost.a'] },
      ],
      [{ id: 'cost.a', chapter: 'cost' }],
    );
    expect(full.summary.complete).toBe(true);
  });

  it.each([
    [0, 0, 'uncovered'],
    [0, 1, 'uncovered'],
    [1, 1, 'thin'],
    [2, 0, 'thin'],
    [5, 0, 'thin'],
    [2, 1, 'covered'],
  ] as const)('a rule with %i fixtures and %i contrasts is %s', (fixtures, contrasts, status) => {
    expect(coverageStatus(fixtures, contrasts)).toBe(status);
  });

  it('orders the table uncovered first, then thin, then covered, each by chapter in spec order', () => {
    expect(tableOrder(report, ['cost', 'pay']).map((rule) => rule.id)).toEqual(['pay.d', 'cost.b', 'pay.c', 'cost.a']);
    expect(tableOrder(report, ['pay', 'cost']).map((rule) => rule.id)).toEqual(['pay.d', 'pay.c', 'cost.b', 'cost.a']);
  });

  it('counts statuses per chapter', () => {
    expect(chapterCoverage(report, ['cost', 'pay', 'flow'])).toEqual([
      { id: 'cost', rules: 2, covered: 1, thin: 1, uncovered: 0 },
      { id: 'pay', rules: 2, covered: 0, thin: 1, uncovered: 1 },
    ]);
  });

  it('renders a table whose first rows are the rules that need fixtures, with what each lacks', () => {
    const lines = renderCoverageTable(report, ['cost', 'pay'], colors(false)).split('\n');
    expect(lines[0]).toMatch(/^STATUS\s+RULE\s+CHAPTER\s+FIXTURES\s+CONTRASTS\s+MISSING$/);
    expect(lines.slice(1, 5).map((line) => line.split(/\s+/).slice(0, 2))).toEqual([
      ['uncovered', 'pay.d'],
      ['thin', 'cost.b'],
      ['thin', 'pay.c'],
      ['covered', 'cost.a'],
    ]);
    expect(lines[1]).toMatch(/2 fixtures \+ 1 contrast$/);
    const [covered, thin] = report.rules;
    expect(covered && missingText(covered)).toBe('');
    expect(thin && missingText(thin)).toBe('1 contrast');
    expect(lines.at(-1)).toMatch(/^Coverage is incomplete/);
  });
});

describe('riftbound-conformance coverage', () => {
  const dirs: (() => void)[] = [];
  afterAll(() => {
    for (const remove of dirs) remove();
  });

  /** A corpus of copies of the test corpus's base fixture, each with its own ID, rules and contrasts. */
  function corpusOf(
    ...fixtures: {
      id: string;
      rules: Fixture['rules'];
      contrasts?: readonly string[];
      dimensions?: Fixture['dimensions'];
      coreRules?: Fixture['source']['coreRules'];
    }[]
  ): string {
    const { dir, remove } = tempDir();
    dirs.push(remove);
    const files: Record<string, Fixture> = {};
    for (const { id, rules, contrasts, dimensions, coreRules } of fixtures) {
      const fixture: Fixture = { ...readTestFixture(BASE_ID), id, rules, ...(dimensions ? { dimensions } : {}) };
      if (coreRules) fixture.source = { ...fixture.source, coreRules };
      if (contrasts)
        fixture.contrasts = contrasts.map((rule) => ({
          rule,
          misreading: 'a misreading engine observes another outcome',
        }));
      files[`${id.split('-', 1)[0] ?? ''}/${id}.json`] = fixture;
    }
    writeFiles(dir, files);
    return dir;
  }

  it('exits 1 and lists thin and uncovered rules first when the corpus does not cover the spec', async () => {
    const { code, stdout } = await cli('coverage', '--fixtures', CORPUS_DIR);
    expect(code).toBe(1);
    const rows = stdout
      .slice(0, stdout.indexOf('\n\n'))
      .split('\n')
      .slice(1)
      .filter((line) => /^(uncovered|thin|covered) /.test(line));
    const statuses = rows.map((row) => row.split(' ', 1)[0]);
    expect(statuses.indexOf('thin')).toBeGreaterThan(statuses.lastIndexOf('uncovered'));
    expect(statuses).not.toContain('covered');
    expect(stdout).toContain('Coverage is incomplete');
  });

  /** The finest Core Rules numbers in scope that have no reason: a corpus must cite each of them. */
  function unreasonedNumbers(): Fixture['source']['coreRules'] {
    const { sections, reasons } = coreRulesScope();
    const [first, ...rest] = finestNumbers(coreRulesList()).filter(
      (number) => sections.some((section) => isUnder(number, section.number)) && !(number in reasons),
    );
    return [first ?? '356', ...rest];
  }

  it('exits 0 when every rule has 2 fixtures and a contrast, every dimension value is set up, every CR number cited', async () => {
    const [first, ...rest] = rulesIndex().rules.map((rule) => rule.id);
    const ids: Fixture['rules'] = [first ?? 'cost.order', ...rest];
    const dimensions = [...DIMENSION_VALUES];
    const coreRules = unreasonedNumbers();
    const dir = corpusOf(
      { id: 'cost-all-rules-a', rules: ids, contrasts: ids, dimensions, coreRules },
      { id: 'pay-all-rules-b', rules: ids },
    );
    const { code, stdout } = await cli('coverage', '--fixtures', dir);
    expect(code).toBe(0);
    expect(stdout).toContain('Every rule of the spec is covered.');
    expect(stdout).toContain('Every dimension value of every clause is covered or has a stated reason.');
    expect(stdout).toContain('Every Core Rules number in scope is cited by a fixture or has a reason.');
  });

  it('exits 1 when rules and dimensions are covered but a CR number in scope is missing, naming it and the fix', async () => {
    const [first, ...rest] = rulesIndex().rules.map((rule) => rule.id);
    const ids: Fixture['rules'] = [first ?? 'cost.order', ...rest];
    const dimensions = [...DIMENSION_VALUES];
    const [dropped, kept, ...others] = unreasonedNumbers();
    const dir = corpusOf(
      { id: 'cost-all-rules-a', rules: ids, contrasts: ids, dimensions, coreRules: [kept ?? '356', ...others] },
      { id: 'pay-all-rules-b', rules: ids },
    );
    const { code, stdout } = await cli('coverage', '--fixtures', dir);
    expect(code).toBe(1);
    expect(stdout).toContain('Every dimension value of every clause is covered or has a stated reason.');
    expect(stdout).toContain(`\nMissing: ${dropped}\n`);
    expect(stdout).toMatch(new RegExp(`^CR ${dropped.replaceAll('.', '\\.')} .*write a fixture that cites it`, 'm'));
    expect(stdout).toContain('Coverage by Core Rules number fails');
  });

  it('exits 1 on a stale reason: a fixture cites a number the scope file gives a reason', async () => {
    const [first, ...rest] = rulesIndex().rules.map((rule) => rule.id);
    const ids: Fixture['rules'] = [first ?? 'cost.order', ...rest];
    const dimensions = [...DIMENSION_VALUES];
    const [reasoned] = Object.keys(coreRulesScope().reasons);
    const coreRules: Fixture['source']['coreRules'] = [reasoned ?? '160', ...unreasonedNumbers()];
    const dir = corpusOf(
      { id: 'cost-all-rules-a', rules: ids, contrasts: ids, dimensions, coreRules },
      { id: 'pay-all-rules-b', rules: ids },
    );
    const { code, stdout } = await cli('coverage', '--fixtures', dir);
    expect(code).toBe(1);
    expect(stdout).toContain(
      `CR ${reasoned ?? '?'} has a reason in spec/core-rules-scope.json, but fixtures cite it (cost-all-rules-a): delete its reason.`,
    );
  });

  it('exits 1 when every rule is covered but a dimension value of a clause has neither a fixture nor a reason', async () => {
    const [first, ...rest] = rulesIndex().rules.map((rule) => rule.id);
    const ids: Fixture['rules'] = [first ?? 'cost.order', ...rest];
    const dimensions = DIMENSION_VALUES.filter((value) => value !== 'count.exact');
    const dir = corpusOf(
      { id: 'cost-all-rules-a', rules: ids, contrasts: ids, dimensions },
      { id: 'pay-all-rules-b', rules: ids },
    );
    const { code, stdout } = await cli('coverage', '--fixtures', dir);
    expect(code).toBe(1);
    expect(stdout).toContain('Every rule of the spec is covered.');
    const grid = stdout.slice(stdout.search(/^STATUS\s+CLAUSE/m));
    const missing = grid.split('\n').filter((line) => line.startsWith('missing '));
    const expected = rulesIndex()
      .rules.filter((rule) => rule.dimensions.includes('count'))
      .map((rule) => rule.id);
    expect(missing.map((line) => line.split(/\s+/).slice(1, 3))).toEqual(expected.map((id) => [id, 'count.exact']));
    expect(stdout).toContain('Dimension coverage is incomplete');
  });

  it('--json prints a summary, per-chapter counts and one entry per rule of the spec', async () => {
    const index = rulesIndex();
    const dir = corpusOf(
      { id: 'cost-covers-order-a', rules: ['cost.order'], contrasts: ['cost.order'] },
      { id: 'cost-covers-order-b', rules: ['cost.order', 'pay.rollback'] },
    );
    const { code, stdout } = await cli('coverage', '--fixtures', dir, '--json');
    expect(code).toBe(1);
    const output = JSON.parse(stdout) as {
      version: number;
      corpus: { files: number; valid: number; findings: number };
      summary: { rules: number; covered: number; thin: number; uncovered: number; complete: boolean };
      chapters: { id: string; rules: number }[];
      rules: { id: string; chapter: string; status: string; fixtures: string[]; contrasts: string[] }[];
    };
    expect(output).toMatchObject({
      version: 1,
      rulesVersion: 'Core Rules v1.4',
      corpus: { files: 2, valid: 2, findings: 0 },
    });
    expect(output.summary).toMatchObject({
      rules: index.rules.length,
      covered: 1,
      thin: 1,
      uncovered: index.rules.length - 2,
      complete: false,
    });
    expect(output.chapters.map((chapter) => chapter.id)).toEqual(index.chapters.map((chapter) => chapter.id));
    expect(output.rules.map((rule) => rule.id)).toEqual(index.rules.map((rule) => rule.id));
    expect(output.rules.find((rule) => rule.id === 'cost.order')).toEqual({
      id: 'cost.order',
      chapter: 'cost',
      status: 'covered',
      fixtures: ['cost-covers-order-a', 'cost-covers-order-b'],
      contrasts: ['cost-covers-order-a'],
    });
    expect(output.rules.find((rule) => rule.id === 'pay.rollback')).toMatchObject({
      status: 'thin',
      fixtures: ['cost-covers-order-b'],
    });
  });

  it('exits 2 when the corpus is invalid', async () => {
    const dir = corpusOf({ id: 'cost-valid-one', rules: ['cost.order'] });
    writeFiles(dir, { 'cost/cost-broken.json': '{ "id": ' });
    const { code, stderr } = await cli('coverage', '--fixtures', dir);
    expect(code).toBe(2);
    expect(stderr).toContain('cost-broken.json');
  });

  it('exits 2 on a usage error', async () => {
    const { code } = await cli('coverage', '--bogus');
    expect(code).toBe(2);
  });
});

describe('the corpus gate', () => {
  it('every rule ID of spec/rules.json has at least 2 fixtures and 1 contrast, in a valid corpus', () => {
    const corpus = loadCorpus({ cwd: ROOT });
    expect(corpus.findings.map((finding) => `${finding.file ?? ''}: ${finding.code}`)).toEqual([]);
    const report = computeCoverage(
      corpus.fixtures.map((loaded) => loaded.fixture),
      rulesIndex().rules,
    );
    const lacking = report.rules
      .filter((rule) => rule.status !== 'covered')
      .map((rule) => `${rule.id}: ${rule.fixtures.length} fixtures, ${rule.contrasts.length} contrasts`);
    expect(lacking).toEqual([]);
  });

  it('every situation dimension value of every clause is covered by a fixture or a variant, or has a stated reason', () => {
    const corpus = loadCorpus({ cwd: ROOT });
    const grid = corpusGrid(corpus.fixtures, corpus.cards, rulesIndex());
    const missing = grid.clauses.flatMap((clause) => clause.missing.map((value) => `${clause.id}: ${value}`));
    expect(missing).toEqual([]);
    expect(grid.summary.complete).toBe(true);
  });
});
