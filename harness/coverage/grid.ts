/**
 * The dimension grid: for every clause and every value of the dimensions it lists, the fixtures citing the clause that
 * set the value up, else the metamorphic variants that do, else the stated reason, else missing. Pure.
 */
import type { SituationValue } from './situation.js';
import { CHAPTER_KEYWORDS } from './situation.js';

/** covered: a fixture sets it up; variant: only a metamorphic variant does; reason: stated why none can; missing. */
export type CellStatus = 'covered' | 'variant' | 'reason' | 'missing';

/** What the grid reads of a fixture or variant: the clauses it cites and the values it sets up. */
export interface GridFixture {
  readonly id: string;
  readonly rules: readonly string[];
  readonly values: readonly SituationValue[];
  /** Set for a variant: the fixture it was made from. */
  readonly variantOf?: string;
}

/** What the grid reads of a clause: its chapter, its dimensions and its reasons (spec/rules.json). */
export interface GridClause {
  readonly id: string;
  readonly chapter: string;
  readonly dimensions: readonly string[];
  readonly reasons?: Readonly<Record<string, string>>;
}

export interface GridCell {
  readonly value: string;
  readonly status: CellStatus;
  /** The fixtures citing the clause that set the value up, sorted. */
  readonly fixtures: readonly string[];
  /** The variants that do (filled only when no fixture does), sorted. */
  readonly variants: readonly string[];
  readonly reason?: string;
}

export interface ClauseGrid {
  readonly id: string;
  readonly chapter: string;
  readonly cells: readonly GridCell[];
  /** The values neither covered nor given a reason. */
  readonly missing: readonly string[];
}

export interface GridSummary {
  readonly clauses: number;
  readonly values: number;
  readonly covered: number;
  readonly variant: number;
  readonly reason: number;
  readonly missing: number;
  /** Whether variants count toward coverage (they are run in `npm test` and by `run --variants`). */
  readonly variantsCount: boolean;
  /** true when no clause has a missing value: the gate of `coverage` and `npm test`. */
  readonly complete: boolean;
}

export interface DimensionGrid {
  readonly summary: GridSummary;
  readonly clauses: readonly ClauseGrid[];
}

/** The value a clause reads: a keyword value is qualified by the keyword of a keyword chapter. */
function lookup(value: string, chapter: string): string {
  const keyword = (CHAPTER_KEYWORDS as readonly string[]).includes(chapter) ? chapter : undefined;
  return value.startsWith('keyword.') && keyword !== undefined ? `${value}:${keyword}` : value;
}

/**
 * Computes the grid. `values` is every value of the list in list order (a dimension's values are those with its
 * prefix). A variant counts only when `variantsCount` and the fixture it comes from cites the clause.
 */
export function computeGrid(
  fixtures: readonly GridFixture[],
  clauses: readonly GridClause[],
  values: readonly string[],
  variantsCount: boolean,
): DimensionGrid {
  const grids = clauses.map((clause): ClauseGrid => {
    const citing = fixtures.filter((fixture) => fixture.rules.includes(clause.id));
    const cells = clause.dimensions.flatMap((dimension) =>
      values
        .filter((value) => value.startsWith(`${dimension}.`))
        .map((value): GridCell => {
          const key = lookup(value, clause.chapter);
          const having = citing.filter((fixture) => (fixture.values as readonly string[]).includes(key));
          const ids = (list: readonly GridFixture[]): string[] => list.map((fixture) => fixture.id).sort();
          const direct = ids(having.filter((fixture) => fixture.variantOf === undefined));
          const variants = direct.length > 0 ? [] : ids(having.filter((fixture) => fixture.variantOf !== undefined));
          const reason = clause.reasons?.[value];
          const status: CellStatus =
            direct.length > 0
              ? 'covered'
              : variantsCount && variants.length > 0
                ? 'variant'
                : reason !== undefined
                  ? 'reason'
                  : 'missing';
          return { value, status, fixtures: direct, variants, ...(reason === undefined ? {} : { reason }) };
        }),
    );
    return {
      id: clause.id,
      chapter: clause.chapter,
      cells,
      missing: cells.filter((cell) => cell.status === 'missing').map((cell) => cell.value),
    };
  });
  const all = grids.flatMap((grid) => grid.cells);
  const count = (status: CellStatus): number => all.filter((cell) => cell.status === status).length;
  return {
    summary: {
      clauses: grids.length,
      values: all.length,
      covered: count('covered'),
      variant: count('variant'),
      reason: count('reason'),
      missing: count('missing'),
      variantsCount,
      complete: count('missing') === 0,
    },
    clauses: grids,
  };
}
