import { mdCode as code, mdHref, mdText as md } from '../format/escape-markdown.js';
import {
  countsText,
  divergenceAnchor,
  engineLabel,
  type FixtureLink,
  LEGEND,
  markOf,
  PARTLY_JUDGED_MEANING,
  partlyJudgedText,
  unjudgedText,
  warningText,
} from './labels.js';
import type { Cell, Comparison, Divergence, EngineColumn } from './matrix.js';

/** The file `report compare --out` writes the Markdown page to. */
export const COMPARE_MARKDOWN_FILE = 'compare.md';

function header(comparison: Comparison): string[] {
  const engines = comparison.engines.map(
    (engine, index) =>
      `${index + 1}. **${md(engineLabel(engine))}** (${md(engine.language)}) from ${code(engine.file)}: ${engine.fixtures} fixtures, corpus ${md(engine.corpus.version)} ${code(engine.corpus.hash.slice(0, 19))}, contract ${md(engine.interpretingVersion)}; ${md(unjudgedText(engine.unjudged))}`,
  );
  return [`## Riftbound conformance: ${comparison.engines.length} engines compared`, '', ...engines];
}

function warnings(comparison: Comparison): string[] {
  return comparison.warnings.flatMap((warning) => [
    '',
    `> ⚠️ ${md(warningText(warning))}`,
    ...warning.values.map((value) => `> - ${code(value.value)}: ${value.files.map((file) => code(file)).join(', ')}`),
  ]);
}

function legend(): string[] {
  return [
    '',
    [
      ...LEGEND.map((entry) => `${entry.mark} ${md(entry.meaning)}`),
      `*partly judged*: ${md(PARTLY_JUDGED_MEANING)}`,
    ].join(' · '),
  ];
}

function cellText(cell: Cell, engineIndex: number): string {
  const [first] = cell.failing;
  const mark =
    first === undefined ? markOf(cell.state) : `[${markOf(cell.state)}](#${divergenceAnchor(engineIndex, first)})`;
  if (cell.state === 'none') return mark;
  const partly = partlyJudgedText(cell.partlyJudged);
  return `${mark} ${countsText(cell.counts)}${partly === '' ? '' : ` (${partly})`}`;
}

function matrix(comparison: Comparison): string[] {
  const heads = comparison.engines.map((engine) => md(engineLabel(engine)));
  const rows = comparison.chapters.flatMap((chapter) => [
    `| **${md(chapter.id)}**${chapter.title === undefined ? '' : ` ${md(chapter.title)}`} |${heads.map(() => ' |').join('')}`,
    ...chapter.clauses.map(
      (clause) =>
        `| ${code(clause.id, 'cell')} | ${clause.cells.map((cell, index) => cellText(cell, index)).join(' | ')} |`,
    ),
  ]);
  const totals = comparison.engines.map((engine) => {
    const partly = partlyJudgedText(engine.unjudged.fixtures);
    return `**${countsText(engine.totals)}**${partly === '' ? '' : ` (${partly})`}`;
  });
  return [
    '',
    '### Clauses by engine',
    '',
    'A fixture counts under every clause it names; the totals count each fixture once. A baseline changes the gate, not what the engine did: expected-fail counts as fail, unexpected-pass as pass.',
    ...legend(),
    '',
    `| clause | ${heads.join(' | ')} |`,
    `| --- |${heads.map(() => ' --- |').join('')}`,
    ...rows,
    `| **total (fixtures)** | ${totals.join(' | ')} |`,
  ];
}

function divergence(item: Divergence, engineIndex: number, link: FixtureLink): string {
  const href = link(item.file);
  const file = href === undefined ? code(item.file) : `[${code(item.file)}](${mdHref(href)})`;
  const where = item.pointer === undefined ? '' : ` at ${code(item.pointer)}`;
  const what = item.code === undefined ? '' : ` **${md(item.code)}**${where}: ${md(item.message ?? '')}`;
  return `- <a id="${divergenceAnchor(engineIndex, item.fixture)}"></a>${code(item.fixture)} (${item.status}, ${file}):${what}`;
}

function divergences(comparison: Comparison, link: FixtureLink): string[] {
  return comparison.engines.flatMap((engine: EngineColumn, index) => [
    '',
    `### ${index + 1}. ${md(engineLabel(engine))}: ${engine.divergences.length === 0 ? 'no divergence' : `${engine.divergences.length} divergences`}`,
    ...(engine.divergences.length === 0
      ? []
      : ['', ...engine.divergences.map((item) => divergence(item, index, link))]),
  ]);
}

/** The comparison as one Markdown page: engines, warnings, the clause matrix with totals, every first divergence. */
export function renderCompareMarkdown(comparison: Comparison, link: FixtureLink): string {
  return `${[...header(comparison), ...warnings(comparison), ...matrix(comparison), ...divergences(comparison, link)].join('\n')}\n`;
}
