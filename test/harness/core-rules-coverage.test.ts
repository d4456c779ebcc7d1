/** Coverage by Core Rules number: the pure computation, the problems that shut the gate, the table, and the corpus gate. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CoreRulesScope } from '../../schemas/types/generated.js';
import {
  computeCoreRulesCoverage,
  finestNumbers,
  isUnder,
  type CoreRuleCiting,
} from '../../harness/coverage/core-rules.js';
import { coreRulesScope, projectCoreRulesCoverage } from '../../harness/coverage/core-rules-scope.js';
import { coreRuleProblemText, coreRulesFigure, renderCoreRulesTable } from '../../harness/coverage/core-rules-table.js';
import { colors } from '../../harness/format/colors.js';
import { coreRulesList } from '../../harness/load/core-rules.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { ROOT } from './helpers.js';
import { withoutFigureMarkers } from '../../scripts/figures/fill.js';

const NUMBERS = ['355', '355.1', '356', '356.4', '356.4.a', '356.4.b', '356.5', '357', '357.1', '357.2'];

function scopeOf(reasons: CoreRulesScope['reasons'], sections: readonly string[] = ['356', '357']): CoreRulesScope {
  const [first, ...rest] = sections;
  const section = (number: string) => ({ number, title: 't' });
  return { rulesVersion: 'Core Rules v1.4', sections: [section(first ?? '356'), ...rest.map(section)], reasons };
}

const NOT_YET = { reason: 'not-yet', why: 'needs a fixture that shows it' } as const;
const OUT = { reason: 'out-of-scope', why: 'a heading: states no rule' } as const;

describe('computeCoreRulesCoverage', () => {
  const citing: CoreRuleCiting[] = [
    { id: 'b-fixture', coreRules: ['356.4', '356.5', '357.1'] },
    { id: 'a-fixture', coreRules: ['356.4.a', '356.5', '999.9'] },
  ];

  it('reports the finest numbers of each section, in the order of the text', () => {
    expect(finestNumbers(NUMBERS)).toEqual(['355.1', '356.4.a', '356.4.b', '356.5', '357.1', '357.2']);
    expect(isUnder('356.4.a', '356')).toBe(true);
    expect(isUnder('3561', '356')).toBe(false);
    const coverage = computeCoreRulesCoverage(citing, NUMBERS, scopeOf({ '356.4.b': NOT_YET, '357.2': OUT }));
    expect(coverage.sections.map((section) => section.entries.map((entry) => entry.number))).toEqual([
      ['356.4.a', '356.4.b', '356.5'],
      ['357.1', '357.2'],
    ]);
  });

  it('covers a finest number only when a fixture cites exactly it: a citation of its parent covers nothing', () => {
    const coverage = computeCoreRulesCoverage(citing, NUMBERS, scopeOf({ '357.2': OUT }));
    const entries = coverage.sections.flatMap((section) => section.entries);
    expect(entries.find((entry) => entry.number === '356.4.a')).toEqual({
      number: '356.4.a',
      status: 'covered',
      fixtures: ['a-fixture'],
    });
    expect(entries.find((entry) => entry.number === '356.5')?.fixtures).toEqual(['a-fixture', 'b-fixture']);
    // b-fixture cites 356.4, which has finer numbers: 356.4.b stays uncovered, with 356.4 as a hint.
    expect(entries.find((entry) => entry.number === '356.4.b')).toEqual({
      number: '356.4.b',
      status: 'missing',
      fixtures: [],
      coarser: { number: '356.4', fixtures: ['b-fixture'] },
    });
  });

  it('gives a reasoned number its reason, and counts covered, reasoned and missing numbers per section and in all', () => {
    const coverage = computeCoreRulesCoverage(citing, NUMBERS, scopeOf({ '356.4.b': NOT_YET, '357.2': OUT }));
    expect(coverage.sections[0]).toMatchObject({ number: '356', numbers: 3, covered: 2, notYet: 1, missing: 0 });
    expect(coverage.sections[1]).toMatchObject({ number: '357', numbers: 2, covered: 1, outOfScope: 1 });
    expect(coverage.sections[1]?.entries[1]).toMatchObject({ status: 'out-of-scope', why: OUT.why });
    expect(coverage.summary).toEqual({
      numbers: 5,
      covered: 3,
      outOfScope: 1,
      notYet: 1,
      missing: 0,
      percent: 60,
      complete: true,
    });
    expect(coverage.problems).toEqual([]);
    expect(coreRulesFigure(coverage)).toBe('covered 3 of 5 in-scope numbers, 60%; reasoned out-of-scope 1, not-yet 1');
  });

  it('fails on a number in scope that is neither covered nor reasoned, naming it and the fix', () => {
    const coverage = computeCoreRulesCoverage(citing, NUMBERS, scopeOf({ '356.4.b': NOT_YET }));
    expect(coverage.summary).toMatchObject({ missing: 1, complete: false });
    expect(coverage.problems).toEqual([{ kind: 'missing', number: '357.2', section: '357' }]);
    const [problem] = coverage.problems;
    if (problem === undefined) throw new Error('no problem');
    const message = coreRuleProblemText(problem);
    expect(message).toContain('CR 357.2 (section 357)');
    expect(message).toContain('write a fixture that cites it in source.coreRules');
    expect(message).toContain('add a reason for it to spec/core-rules-scope.json');
  });

  it('fails on a stale reason: a reason for a number a fixture now cites', () => {
    const scope = scopeOf({ '356.4.a': NOT_YET, '356.4.b': NOT_YET, '357.2': OUT });
    const coverage = computeCoreRulesCoverage(citing, NUMBERS, scope);
    expect(coverage.problems).toEqual([{ kind: 'stale-reason', number: '356.4.a', fixtures: ['a-fixture'] }]);
    expect(coverage.summary.complete).toBe(false);
    const entry = coverage.sections[0]?.entries[0];
    expect(entry).toMatchObject({ number: '356.4.a', status: 'covered' });
    const [problem] = coverage.problems;
    if (problem === undefined) throw new Error('no problem');
    expect(coreRuleProblemText(problem)).toBe(
      'CR 356.4.a has a reason in spec/core-rules-scope.json, but fixtures cite it (a-fixture): delete its reason.',
    );
  });

  it('fails on a reason for no finest number in scope, a section Core Rules does not number, and nested sections', () => {
    const scope = scopeOf({ '356.4.b': NOT_YET, '357.2': OUT, '356.4': OUT, '355.1': OUT }, ['356', '356.4', '358']);
    const kinds = computeCoreRulesCoverage(citing, NUMBERS, scope).problems.map(
      (problem) => `${problem.kind} ${problem.number}`,
    );
    expect(kinds).toEqual([
      'overlapping-section 356.4',
      'unknown-section 358',
      'stray-reason 357.2',
      'stray-reason 356.4',
      'stray-reason 355.1',
    ]);
  });
});

describe('the console table', () => {
  it('prints one line per section with its counts, the missing numbers with their hints, the problems and totals', () => {
    const citing = [{ id: 'b-fixture', coreRules: ['356.4', '357.1'] }];
    const coverage = computeCoreRulesCoverage(citing, NUMBERS, scopeOf({ '356.5': OUT }));
    const lines = renderCoreRulesTable(coverage, colors(false)).split('\n');
    expect(lines[1]?.split(/\s+/)).toEqual(['SECTION', 'TITLE', 'NUMBERS', 'COVERED', 'REASONED', 'MISSING']);
    expect(lines[2]?.split(/\s+/)).toEqual(['356', 't', '3', '0', '1', '2']);
    expect(lines[3]?.split(/\s+/)).toEqual(['357', 't', '2', '1', '0', '1']);
    expect(lines).toContain('Missing: 356.4.a (356.4 cited by 1), 356.4.b (356.4 cited by 1), 357.2');
    expect(lines.filter((line) => line.startsWith('CR '))).toHaveLength(3);
    expect(lines.at(-2)).toBe(
      'Core Rules numbers: covered 1 of 5 in-scope numbers, 20%; reasoned out-of-scope 1, not-yet 0; 3 missing.',
    );
    expect(lines.at(-1)).toContain('fix each problem above');
  });
});

describe('the project scope', () => {
  it('spec/core-rules-scope.json is valid against its schema, in the order of the text, reasons in number order', () => {
    const document: unknown = JSON.parse(readFileSync(join(ROOT, 'spec/core-rules-scope.json'), 'utf8'));
    expect(validateDocument('coreRulesScope', document)).toEqual([]);
    const list = coreRulesList();
    const rank = (number: string): number => list.indexOf(number);
    const sections = coreRulesScope().sections.map((section) => rank(section.number));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
    // Object.keys puts integer-like keys first: read the order of the file itself.
    const keys = [
      ...readFileSync(join(ROOT, 'spec/core-rules-scope.json'), 'utf8').matchAll(/^ {4}"([\d.a-z]+)": \{/gm),
    ];
    const reasons = keys.map((match) => rank(match[1] ?? ''));
    expect(reasons).toHaveLength(Object.keys(coreRulesScope().reasons).length);
    expect(reasons).toEqual([...reasons].sort((a, b) => a - b));
  });

  it('the corpus gate: every finest number in scope is cited by a fixture or has a reason, and no reason is stale', () => {
    const corpus = loadCorpus({ cwd: ROOT });
    const coverage = projectCoreRulesCoverage(
      corpus.fixtures.map(({ fixture }) => ({ id: fixture.id, coreRules: fixture.source.coreRules })),
    );
    expect(coverage.problems.map(coreRuleProblemText)).toEqual([]);
    const readme = withoutFigureMarkers(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(readme, 'the README states the figure').toContain(`Core Rules numbers: ${coreRulesFigure(coverage)}.`);
  });
});
