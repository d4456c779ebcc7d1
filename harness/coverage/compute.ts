/**
 * Rule coverage of a corpus: for every rule ID of the spec, the fixtures that exercise it (`rules`) and the fixtures
 * that pin it against a misreading (`contrasts`). Pure: it reads no file, so tests hand it a synthetic corpus.
 */

/** The least a rule needs to count as covered: this many fixtures, and this many of them contrasting it. */
export const COVERAGE_THRESHOLDS = { fixtures: 2, contrasts: 1 } as const;

/** uncovered: no fixture cites the rule. thin: fewer fixtures than the threshold, or no contrast. covered: both met. */
export type CoverageStatus = 'uncovered' | 'thin' | 'covered';

/** The only parts of a fixture that coverage reads. */
export interface CoverageFixture {
  readonly id: string;
  readonly rules: readonly string[];
  readonly contrasts?: readonly { readonly rule: string }[] | undefined;
}

/** A rule of the spec, with the chapter it belongs to (spec/rules.json). */
export interface CoverageRule {
  readonly id: string;
  readonly chapter: string;
}

/** One rule's coverage. `fixtures` and `contrasts` are fixture IDs, sorted, each listed once. */
export interface RuleCoverage {
  readonly id: string;
  readonly chapter: string;
  readonly status: CoverageStatus;
  readonly fixtures: readonly string[];
  readonly contrasts: readonly string[];
}

/** How many rules have each status, and whether the corpus meets the thresholds for every rule. */
export interface CoverageSummary {
  readonly rules: number;
  readonly covered: number;
  readonly thin: number;
  readonly uncovered: number;
  readonly fixtures: number;
  readonly thresholds: typeof COVERAGE_THRESHOLDS;
  /** true when every rule of the spec is covered: the gate of `npm test` and of the command's exit code. */
  readonly complete: boolean;
}

/** The coverage of a corpus: rules in spec order (chapter by chapter, as spec/rules.json lists them). */
export interface CoverageReport {
  readonly summary: CoverageSummary;
  readonly rules: readonly RuleCoverage[];
}

/** The status of a rule from how many fixtures cite it and how many contrast it. */
export function coverageStatus(fixtures: number, contrasts: number): CoverageStatus {
  if (fixtures === 0) return 'uncovered';
  if (fixtures < COVERAGE_THRESHOLDS.fixtures || contrasts < COVERAGE_THRESHOLDS.contrasts) return 'thin';
  return 'covered';
}

function addTo(index: Map<string, Set<string>>, rule: string, fixture: string): void {
  const set = index.get(rule);
  if (set) set.add(fixture);
  else index.set(rule, new Set([fixture]));
}

function sorted(set: ReadonlySet<string> | undefined): string[] {
  return set === undefined ? [] : [...set].sort();
}

/**
 * Computes the coverage of every rule of the spec. A rule ID that no spec rule has is left out: the corpus lint
 * reports it (fixture/unknown-rule). A contrast counts only when its rule is also in the fixture's `rules`.
 */
export function computeCoverage(fixtures: readonly CoverageFixture[], rules: readonly CoverageRule[]): CoverageReport {
  const exercising = new Map<string, Set<string>>();
  const contrasting = new Map<string, Set<string>>();
  for (const fixture of fixtures) {
    for (const rule of fixture.rules) addTo(exercising, rule, fixture.id);
    for (const contrast of fixture.contrasts ?? []) {
      if (fixture.rules.includes(contrast.rule)) addTo(contrasting, contrast.rule, fixture.id);
    }
  }
  const entries = rules.map((rule): RuleCoverage => {
    const ids = sorted(exercising.get(rule.id));
    const contrasts = sorted(contrasting.get(rule.id));
    return {
      id: rule.id,
      chapter: rule.chapter,
      status: coverageStatus(ids.length, contrasts.length),
      fixtures: ids,
      contrasts,
    };
  });
  const count = (status: CoverageStatus): number => entries.filter((entry) => entry.status === status).length;
  const summary: CoverageSummary = {
    rules: entries.length,
    covered: count('covered'),
    thin: count('thin'),
    uncovered: count('uncovered'),
    fixtures: fixtures.length,
    thresholds: COVERAGE_THRESHOLDS,
    complete: entries.every((entry) => entry.status === 'covered'),
  };
  return { summary, rules: entries };
}

const STATUS_ORDER: Record<CoverageStatus, number> = { uncovered: 0, thin: 1, covered: 2 };

/**
 * The order a table shows rules in: uncovered first, then thin, then covered; within each, by chapter in spec order,
 * then in spec order within the chapter. Stable, and independent of how the fixtures were listed.
 */
export function tableOrder(report: CoverageReport, chapters: readonly string[]): RuleCoverage[] {
  const chapterRank = (chapter: string): number => {
    const index = chapters.indexOf(chapter);
    return index === -1 ? chapters.length : index;
  };
  const specRank = new Map(report.rules.map((rule, index) => [rule.id, index]));
  return [...report.rules].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      chapterRank(a.chapter) - chapterRank(b.chapter) ||
      (specRank.get(a.id) ?? 0) - (specRank.get(b.id) ?? 0),
  );
}
