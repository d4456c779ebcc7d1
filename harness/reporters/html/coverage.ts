import type { Report, Result, RulesIndex, Status } from '../../../schemas/types/generated.js';
import { isFailing } from '../shared/results.js';

/**
 * How one rule fared in a run: all its fixtures passed, one failed, others (a mix with expected failures or
 * not-applicable ones), every fixture not applicable (nothing judged), or no fixture names it.
 */
export type RuleState = 'pass' | 'failing' | 'other' | 'not-applicable' | 'uncovered';

/** Whether a rule was judged in the run: at least one of its fixtures ran and got a verdict. */
export function ruleRan(state: RuleState): boolean {
  return state !== 'uncovered' && state !== 'not-applicable';
}

/** One rule's line of coverage. */
export interface RuleCoverage {
  readonly id: string;
  readonly fixtures: number;
  readonly state: RuleState;
}

/** The coverage of one chapter: its rules, covered or not, and its fixtures' statuses. */
export interface ChapterCoverage {
  readonly chapter: string;
  readonly title?: string;
  readonly fixtures: number;
  readonly passed: number;
  readonly failing: number;
  readonly rules: readonly RuleCoverage[];
}

function stateOf(statuses: readonly Status[]): RuleState {
  if (statuses.length === 0) return 'uncovered';
  if (statuses.some(isFailing)) return 'failing';
  if (statuses.every((status) => status === 'not-applicable')) return 'not-applicable';
  return statuses.every((status) => status === 'pass') ? 'pass' : 'other';
}

function chapterOfRule(rule: string): string {
  return rule.split('.')[0] ?? rule;
}

/** The statuses of the fixtures exercising each rule. */
function statusesByRule(results: readonly Result[]): Map<string, Status[]> {
  const byRule = new Map<string, Status[]>();
  for (const result of results) {
    for (const rule of result.rules) byRule.set(rule, [...(byRule.get(rule) ?? []), result.status]);
  }
  return byRule;
}

/**
 * Rule coverage by chapter. With the rules index, every rule of the spec is listed (rules no fixture ran are
 * uncovered); without it, only the rules the run's fixtures name.
 */
export function coverageByChapter(report: Report, rules?: RulesIndex): ChapterCoverage[] {
  const byRule = statusesByRule(report.results);
  const ruleIds = rules ? rules.rules.map((rule) => rule.id) : [...byRule.keys()].sort();
  const chapters = rules ? rules.chapters.map((chapter) => chapter.id) : [...new Set(ruleIds.map(chapterOfRule))];
  for (const result of report.results) if (!chapters.includes(result.chapter)) chapters.push(result.chapter);
  return chapters.map((chapter) => {
    const results = report.results.filter((result) => result.chapter === chapter);
    const title = rules?.chapters.find((entry) => entry.id === chapter)?.title;
    const chapterRules = ruleIds.filter((rule) => chapterOfRule(rule) === chapter);
    return {
      chapter,
      ...(title === undefined ? {} : { title }),
      fixtures: results.length,
      passed: results.filter((result) => result.status === 'pass').length,
      failing: results.filter((result) => isFailing(result.status)).length,
      rules: chapterRules.map((id) => ({
        id,
        fixtures: byRule.get(id)?.length ?? 0,
        state: stateOf(byRule.get(id) ?? []),
      })),
    };
  });
}
