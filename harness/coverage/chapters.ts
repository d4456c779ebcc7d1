import type { CoverageReport, CoverageStatus } from './compute.js';

/** One chapter's counts: how many of its rules have each status. */
export interface ChapterCoverage {
  readonly id: string;
  readonly rules: number;
  readonly covered: number;
  readonly thin: number;
  readonly uncovered: number;
}

/** Per-chapter counts, chapters in spec order; a chapter with no rule is left out. */
export function chapterCoverage(report: CoverageReport, chapters: readonly string[]): ChapterCoverage[] {
  const known = [
    ...chapters,
    ...report.rules.map((rule) => rule.chapter).filter((chapter) => !chapters.includes(chapter)),
  ];
  return [...new Set(known)]
    .map((id) => {
      const rules = report.rules.filter((rule) => rule.chapter === id);
      const count = (status: CoverageStatus): number => rules.filter((rule) => rule.status === status).length;
      return { id, rules: rules.length, covered: count('covered'), thin: count('thin'), uncovered: count('uncovered') };
    })
    .filter((chapter) => chapter.rules > 0);
}
