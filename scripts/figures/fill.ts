/**
 * Figures in the docs that cannot go stale: each is written between markers that name it,
 * `<!--fig:fixtures-->328<!--/fig-->`, and `npm run generate` rewrites what is between them from the corpus and the
 * runs (scripts/figures/measure.ts); `generate --check` fails when one differs. The markers are HTML comments, so a
 * rendered page shows only the figure.
 */

/** A marked figure: its name, then its current text. */
const FIGURE = /<!--fig:([a-z0-9.:-]+)-->(.*?)<!--\/fig-->/gu;

/** A document with its figures filled in, and the names it marks that no measurement gives. */
export interface Filled {
  readonly text: string;
  readonly unknown: readonly string[];
}

/** Writes each marked figure's measured value between its markers; an unknown name keeps its text and is listed. */
export function fillFigures(text: string, figures: ReadonlyMap<string, string>): Filled {
  const unknown: string[] = [];
  const filled = text.replace(FIGURE, (whole, name: string) => {
    const value = figures.get(name);
    if (value === undefined) {
      unknown.push(name);
      return whole;
    }
    return `<!--fig:${name}-->${value}<!--/fig-->`;
  });
  return { text: filled, unknown };
}

/** A document as it reads rendered: the figure markers removed, the figures kept. */
export function withoutFigureMarkers(text: string): string {
  return text.replace(FIGURE, (_whole, _name: string, value: string) => value);
}
