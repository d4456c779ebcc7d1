import type { Report, Result, RulesIndex, Status } from '../../schemas/types/generated.js';
import { unjudgedTotals, type UnjudgedTotals } from '../report/build.js';
import { countStatuses, firstDiagnostic } from '../reporters/shared/results.js';

/**
 * What a cell of the matrix shows: the columns a reader compares engines by. A baseline changes the gate, not what
 * the engine did, so expected-fail counts as fail and unexpected-pass as pass; faults keep their own column.
 */
export const COLUMNS = ['pass', 'fail', 'not-applicable', 'error', 'timeout', 'crash'] as const;
export type Column = (typeof COLUMNS)[number];
export type ColumnCounts = Record<Column, number>;

const COLUMN_OF: Readonly<Record<Status, Column>> = {
  pass: 'pass',
  'unexpected-pass': 'pass',
  fail: 'fail',
  'expected-fail': 'fail',
  'not-applicable': 'not-applicable',
  error: 'error',
  timeout: 'timeout',
  crash: 'crash',
};

/** How a clause fared with one engine: a fixture failed or faulted, all that ran passed, none applied, none named it. */
export type CellState = 'failing' | 'pass' | 'not-applicable' | 'none';

/** One engine's first divergence on one fixture that did not pass. */
export interface Divergence {
  readonly fixture: string;
  readonly title: string;
  /** The fixture file, as the report names it. */
  readonly file: string;
  readonly status: Status;
  readonly rules: readonly string[];
  readonly code?: string;
  readonly pointer?: string;
  readonly message?: string;
}

/** One report, as a column of the matrix. */
export interface EngineColumn {
  /** The report file it was read from. */
  readonly file: string;
  readonly name: string;
  readonly version: string;
  readonly language: string;
  readonly capabilities: readonly string[];
  readonly corpus: { readonly version: string; readonly hash: string };
  readonly interpretingVersion: string;
  /** Fixtures by column, each fixture once. */
  readonly totals: ColumnCounts;
  /** How many fixtures the report holds. */
  readonly fixtures: number;
  /** Every fixture that failed or faulted, in report order, with its first divergence. */
  readonly divergences: readonly Divergence[];
  /** What the engine's verdicts left out (parts it does not observe, events or codes it does not report). */
  readonly unjudged: UnjudgedCounts;
}

/** The parts not judged over a set of results: fixtures with any, entries in all, entries by part. */
export type UnjudgedCounts = UnjudgedTotals;

/** One engine's cell of a clause row. */
export interface Cell {
  readonly state: CellState;
  readonly counts: ColumnCounts;
  /** The fixtures of this clause that failed or faulted with this engine, in report order. */
  readonly failing: readonly string[];
  /** The passes of this clause in which something was not judged: a pass that is only partly real. */
  readonly partlyJudged: number;
}

export interface ClauseRow {
  readonly id: string;
  readonly text?: string;
  /** One cell per engine, in engine order. */
  readonly cells: readonly Cell[];
}

export interface ChapterRows {
  readonly id: string;
  readonly title?: string;
  readonly clauses: readonly ClauseRow[];
}

/** A fact on which the reports differ, so their counts are not strictly comparable: every value, with its files. */
export interface CompareWarning {
  readonly kind: 'corpus' | 'contract';
  readonly values: readonly { readonly value: string; readonly files: readonly string[] }[];
}

/** Several engines' reports side by side: clauses down, engines across. */
export interface Comparison {
  readonly compareVersion: 1;
  readonly engines: readonly EngineColumn[];
  readonly chapters: readonly ChapterRows[];
  readonly warnings: readonly CompareWarning[];
}

/** A report with the file it was read from. */
export interface NamedReport {
  readonly file: string;
  readonly report: Report;
}

const FAULTS: readonly Column[] = ['fail', 'error', 'timeout', 'crash'];

function emptyCounts(): ColumnCounts {
  return { pass: 0, fail: 0, 'not-applicable': 0, error: 0, timeout: 0, crash: 0 };
}

/** Counts by column of a set of results. */
export function columnCounts(results: readonly Result[]): ColumnCounts {
  const counts = emptyCounts();
  const byStatus = countStatuses(results);
  for (const status of Object.keys(byStatus) as Status[]) counts[COLUMN_OF[status]] += byStatus[status];
  return counts;
}

/** Whether a status is a failure or a fault of the engine (a baseline does not change that). */
export function isDivergent(status: Status): boolean {
  return FAULTS.includes(COLUMN_OF[status]);
}

function stateOf(counts: ColumnCounts): CellState {
  if (FAULTS.some((column) => counts[column] > 0)) return 'failing';
  if (counts.pass > 0) return 'pass';
  return counts['not-applicable'] > 0 ? 'not-applicable' : 'none';
}

function isPartlyJudged(result: Result): boolean {
  return (result.unjudged?.length ?? 0) > 0;
}

/** The parts not judged over a set of results (as a report's summary counts them), zero when all was judged. */
export function unjudgedCounts(results: readonly Result[]): UnjudgedCounts {
  return unjudgedTotals(results.map((result) => result.unjudged)) ?? { fixtures: 0, parts: 0, byPart: {} };
}

function divergenceOf(result: Result): Divergence {
  const diagnostic = firstDiagnostic(result);
  return {
    fixture: result.id,
    title: result.title,
    file: result.file,
    status: result.status,
    rules: result.rules,
    ...(diagnostic === undefined
      ? {}
      : {
          code: diagnostic.code,
          ...(diagnostic.pointer === undefined ? {} : { pointer: diagnostic.pointer }),
          message: diagnostic.message,
        }),
  };
}

function engineColumn({ file, report }: NamedReport): EngineColumn {
  const { name, version, language, capabilities } = report.adapter;
  return {
    file,
    name,
    version,
    language,
    capabilities,
    corpus: { version: report.corpus.version, hash: report.corpus.hash },
    interpretingVersion: report.interpretingVersion,
    totals: columnCounts(report.results),
    fixtures: report.results.length,
    divergences: report.results.filter((result) => isDivergent(result.status)).map(divergenceOf),
    unjudged: unjudgedCounts(report.results),
  };
}

function cellOf(results: readonly Result[]): Cell {
  const counts = columnCounts(results);
  return {
    state: stateOf(counts),
    counts,
    failing: results.filter((result) => isDivergent(result.status)).map((result) => result.id),
    partlyJudged: results.filter((result) => COLUMN_OF[result.status] === 'pass' && isPartlyJudged(result)).length,
  };
}

function chapterOfClause(id: string): string {
  return id.split('.')[0] ?? id;
}

/** The clauses by chapter: those of the rules index in its order, then any a report names that the index lacks. */
function clausesByChapter(reports: readonly NamedReport[], rules: RulesIndex): Map<string, string[]> {
  const chapters = new Map<string, string[]>(rules.chapters.map((chapter) => [chapter.id, []]));
  const add = (id: string) => {
    const chapter = chapterOfClause(id);
    const list = chapters.get(chapter) ?? [];
    if (!list.includes(id)) list.push(id);
    chapters.set(chapter, list);
  };
  for (const rule of rules.rules) add(rule.id);
  for (const { report } of reports) for (const result of report.results) for (const rule of result.rules) add(rule);
  return chapters;
}

function warning(kind: CompareWarning['kind'], reports: readonly NamedReport[], valueOf: (report: Report) => string) {
  const byValue = new Map<string, string[]>();
  for (const { file, report } of reports) byValue.set(valueOf(report), [...(byValue.get(valueOf(report)) ?? []), file]);
  if (byValue.size < 2) return [];
  return [{ kind, values: [...byValue].map(([value, files]) => ({ value, files })) }];
}

/**
 * The comparison of several reports: per clause of spec/rules.json (by chapter) and per engine, the fixtures naming
 * the clause by column; per engine, the totals and every divergence; warnings when the reports ran different corpora
 * or contract versions. A fixture counts once under each clause it names, and once in the totals.
 */
export function compareReports(reports: readonly NamedReport[], rules: RulesIndex): Comparison {
  const resultsByRule = reports.map(({ report }) => {
    const byRule = new Map<string, Result[]>();
    for (const result of report.results)
      for (const rule of result.rules) byRule.set(rule, [...(byRule.get(rule) ?? []), result]);
    return byRule;
  });
  const text = new Map(rules.rules.map((rule) => [rule.id, rule.text]));
  const chapters = [...clausesByChapter(reports, rules)].map(([id, clauses]) => {
    const title = rules.chapters.find((chapter) => chapter.id === id)?.title;
    return {
      id,
      ...(title === undefined ? {} : { title }),
      clauses: clauses.map((clause) => {
        const clauseText = text.get(clause);
        return {
          id: clause,
          ...(clauseText === undefined ? {} : { text: clauseText }),
          cells: resultsByRule.map((byRule) => cellOf(byRule.get(clause) ?? [])),
        };
      }),
    };
  });
  return {
    compareVersion: 1,
    engines: reports.map(engineColumn),
    chapters,
    warnings: [
      ...warning('corpus', reports, (report) => `${report.corpus.version} ${report.corpus.hash}`),
      ...warning('contract', reports, (report) => report.interpretingVersion),
    ],
  };
}
