import type { Colors } from '../format/colors.js';
import type { CoreRuleEntry, CoreRuleProblem, CoreRulesCoverage, CoreRuleSection } from './core-rules.js';

/** The scope file, as messages name it. */
export const SCOPE_FILE = 'spec/core-rules-scope.json';

const HEADINGS = ['SECTION', 'TITLE', 'NUMBERS', 'COVERED', 'REASONED', 'MISSING'] as const;

function plural(count: number): string {
  return `${count} fixture${count === 1 ? '' : 's'}`;
}

/** What went wrong with one number or section of the scope, and what to do about it. */
export function coreRuleProblemText(problem: CoreRuleProblem): string {
  switch (problem.kind) {
    case 'missing': {
      const coarser = problem.coarser;
      const hint =
        coarser === undefined
          ? ''
          : ` (${plural(coarser.fixtures.length)} cite ${coarser.number}, which covers no finer number: cite the finer one where it decides the point)`;
      return `CR ${problem.number} (section ${problem.section}) is in scope, but no fixture cites it and it has no reason${hint}: write a fixture that cites it in source.coreRules, or add a reason for it to ${SCOPE_FILE}.`;
    }
    case 'stale-reason':
      return `CR ${problem.number} has a reason in ${SCOPE_FILE}, but fixtures cite it (${problem.fixtures.join(', ')}): delete its reason.`;
    case 'stray-reason':
      return `CR ${problem.number} has a reason in ${SCOPE_FILE}, but it is no finest number of a section in scope: fix the number, or delete the reason.`;
    case 'unknown-section':
      return `The section ${problem.number} of ${SCOPE_FILE} is not a rule number of Core Rules v1.4: use a number of spec/core-rules.json.`;
    case 'overlapping-section':
      return `The section ${problem.number} of ${SCOPE_FILE} lies inside the section ${problem.within}: keep one of them.`;
  }
}

function cells(section: CoreRuleSection): string[] {
  const reasoned = section.outOfScope + section.notYet;
  return [section.number, section.title, section.numbers, section.covered, reasoned, section.missing].map(String);
}

/** A number, and the coarser number fixtures cite instead when there is one: `356.4.c.1 (356.4.c cited by 6)`. */
function withHint(entry: CoreRuleEntry): string {
  const coarser = entry.coarser;
  return coarser === undefined
    ? entry.number
    : `${entry.number} (${coarser.number} cited by ${coarser.fixtures.length})`;
}

/** The one-line figure the README states: covered N of M (P%), and how many have each kind of reason. */
export function coreRulesFigure(coverage: CoreRulesCoverage): string {
  const s = coverage.summary;
  return `covered ${s.covered} of ${s.numbers} in-scope numbers, ${s.percent}%; reasoned out-of-scope ${s.outOfScope}, not-yet ${s.notYet}`;
}

/**
 * Coverage by Core Rules number: one line per section of the scope (numbers, covered, reasoned, missing), the missing
 * numbers, every problem with its fix, and the totals.
 */
export function renderCoreRulesTable(coverage: CoreRulesCoverage, c: Colors): string {
  const rows = [[...HEADINGS], ...coverage.sections.map(cells)];
  const widths = HEADINGS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const missing = coverage.sections.flatMap((section) =>
    section.entries.filter((entry) => entry.status === 'missing').map(withHint),
  );
  const s = coverage.summary;
  const totals = `Core Rules numbers: ${coreRulesFigure(coverage)}; ${s.missing} missing.`;
  const next = s.complete
    ? c.green('Every Core Rules number in scope is cited by a fixture or has a reason.')
    : c.red(`Coverage by Core Rules number fails: fix each problem above, then run coverage again.`);
  return [
    `Coverage by Core Rules v1.4 number (sections in ${SCOPE_FILE}; a number is covered when a fixture cites it):`,
    ...rows.map(line),
    '',
    `Missing: ${missing.length === 0 ? 'none' : missing.join(', ')}`,
    ...coverage.problems.map((problem) => c.red(coreRuleProblemText(problem))),
    '',
    totals,
    next,
  ].join('\n');
}
