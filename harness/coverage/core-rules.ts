/**
 * Coverage by Core Rules number: for every finest rule number of the sections in scope (spec/core-rules-scope.json),
 * whether a fixture cites it (`source.coreRules`), or why not. Pure: it reads no file, so tests hand it a synthetic
 * corpus, list of numbers and scope.
 */
import type { CoreRulesScope } from '../../schemas/types/generated.js';

/** covered: a fixture cites the number. out-of-scope / not-yet: the scope file says why none does. missing: neither. */
export type CoreRuleStatus = 'covered' | 'out-of-scope' | 'not-yet' | 'missing';

/** The only parts of a fixture (or of a run's result) that this coverage reads. */
export interface CoreRuleCiting {
  readonly id: string;
  readonly coreRules: readonly string[];
}

/** The nearest number above an uncovered one that fixtures cite, and those fixtures: a hint, never coverage. */
export interface CoarserCitation {
  readonly number: string;
  readonly fixtures: readonly string[];
}

/**
 * One finest number in scope: its status, the fixtures citing it (sorted), the reason when it has one, and for an
 * uncovered number the nearest coarser number fixtures cite (cite the finer one instead).
 */
export interface CoreRuleEntry {
  readonly number: string;
  readonly status: CoreRuleStatus;
  readonly fixtures: readonly string[];
  readonly why?: string;
  readonly coarser?: CoarserCitation;
}

/** How many numbers have each status. `reasoned` is out-of-scope plus not-yet. */
export interface CoreRuleCounts {
  readonly numbers: number;
  readonly covered: number;
  readonly outOfScope: number;
  readonly notYet: number;
  readonly missing: number;
}

/** One section of the scope with its finest numbers, in the order of the rules text. */
export interface CoreRuleSection extends CoreRuleCounts {
  readonly number: string;
  readonly title: string;
  readonly added?: string;
  readonly entries: readonly CoreRuleEntry[];
}

/**
 * What keeps the gate shut. missing: a number in scope neither covered nor reasoned. stale-reason: a reason for a
 * number a fixture cites. stray-reason: a reason for a number that is no finest number in scope. unknown-section: a
 * section that Core Rules v1.4 does not number. overlapping-section: a section inside another one.
 */
export type CoreRuleProblem =
  | { readonly kind: 'missing'; readonly number: string; readonly section: string; readonly coarser?: CoarserCitation }
  | { readonly kind: 'stale-reason'; readonly number: string; readonly fixtures: readonly string[] }
  | { readonly kind: 'stray-reason'; readonly number: string }
  | { readonly kind: 'unknown-section'; readonly number: string }
  | { readonly kind: 'overlapping-section'; readonly number: string; readonly within: string };

/** The coverage of the scope: totals, the share covered (a percentage, one decimal), sections, problems. */
export interface CoreRulesCoverage {
  readonly summary: CoreRuleCounts & { readonly percent: number; readonly complete: boolean };
  readonly sections: readonly CoreRuleSection[];
  readonly problems: readonly CoreRuleProblem[];
}

/** Whether `number` is `section` or a number under it (`356.4.a` is under `356.4` and `356`, not under `35`). */
export function isUnder(number: string, section: string): boolean {
  return number === section || number.startsWith(`${section}.`);
}

/** The finest numbers of a list: those with no number under them (`356.4` is not one when `356.4.a` exists). */
export function finestNumbers(numbers: readonly string[]): string[] {
  const parents = new Set(numbers.map((number) => number.slice(0, Math.max(0, number.lastIndexOf('.')))));
  return numbers.filter((number) => !parents.has(number));
}

function citationIndex(citing: readonly CoreRuleCiting[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const item of citing) {
    for (const number of item.coreRules) {
      const set = index.get(number) ?? new Set<string>();
      set.add(item.id);
      index.set(number, set);
    }
  }
  return index;
}

/** The nearest number above `number` (not itself) that fixtures cite, if any. */
function coarserCitation(number: string, cited: ReadonlyMap<string, ReadonlySet<string>>): CoarserCitation | undefined {
  const levels = number.split('.');
  for (let length = levels.length - 1; length > 0; length -= 1) {
    const parent = levels.slice(0, length).join('.');
    const fixtures = cited.get(parent);
    if (fixtures) return { number: parent, fixtures: [...fixtures].sort() };
  }
  return undefined;
}

function countOf(entries: readonly CoreRuleEntry[]): CoreRuleCounts {
  const count = (status: CoreRuleStatus): number => entries.filter((entry) => entry.status === status).length;
  return {
    numbers: entries.length,
    covered: count('covered'),
    outOfScope: count('out-of-scope'),
    notYet: count('not-yet'),
    missing: count('missing'),
  };
}

function sectionProblems(scope: CoreRulesScope, known: ReadonlySet<string>): CoreRuleProblem[] {
  const problems: CoreRuleProblem[] = [];
  for (const section of scope.sections) {
    if (!known.has(section.number)) problems.push({ kind: 'unknown-section', number: section.number });
    const within = scope.sections.find((other) => other !== section && isUnder(section.number, other.number));
    if (within) problems.push({ kind: 'overlapping-section', number: section.number, within: within.number });
  }
  return problems;
}

/**
 * The coverage of every finest number under the scope's sections. A citation covers exactly the number it names: a
 * citation of `356.4` covers `356.4` only when `356.4` has no number under it, and never the numbers under it.
 */
export function computeCoreRulesCoverage(
  citing: readonly CoreRuleCiting[],
  numbers: readonly string[],
  scope: CoreRulesScope,
): CoreRulesCoverage {
  const cited = citationIndex(citing);
  const finest = finestNumbers(numbers);
  const problems = sectionProblems(scope, new Set(numbers));
  const inScope = new Set<string>();
  const sections = scope.sections.map((section): CoreRuleSection => {
    const entries = finest
      .filter((number) => isUnder(number, section.number))
      .map((number): CoreRuleEntry => {
        inScope.add(number);
        const fixtures = [...(cited.get(number) ?? [])].sort();
        const reason = scope.reasons[number];
        if (fixtures.length > 0) {
          if (reason) problems.push({ kind: 'stale-reason', number, fixtures });
          return { number, status: 'covered', fixtures };
        }
        const coarser = coarserCitation(number, cited);
        const hint = coarser === undefined ? {} : { coarser };
        if (reason) return { number, status: reason.reason, fixtures, why: reason.why, ...hint };
        problems.push({ kind: 'missing', number, section: section.number, ...hint });
        return { number, status: 'missing', fixtures, ...hint };
      });
    const added = section.added === undefined ? {} : { added: section.added };
    return { number: section.number, title: section.title, ...added, ...countOf(entries), entries };
  });
  for (const number of Object.keys(scope.reasons)) {
    if (!inScope.has(number)) problems.push({ kind: 'stray-reason', number });
  }
  const totals = countOf(sections.flatMap((section) => section.entries));
  const percent = totals.numbers === 0 ? 0 : Math.round((totals.covered / totals.numbers) * 1000) / 10;
  return { summary: { ...totals, percent, complete: problems.length === 0 }, sections, problems };
}
