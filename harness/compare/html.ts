import { html, type Markup, raw } from '../reporters/html/escape.js';
import {
  COLUMN_LABEL,
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
import {
  type Cell,
  COLUMNS,
  type ColumnCounts,
  type Comparison,
  type Divergence,
  type EngineColumn,
} from './matrix.js';
import { COMPARE_STYLE } from './style.js';

/** The file `report compare --out` writes the HTML page to. */
export const COMPARE_HTML_FILE = 'compare.html';

/** The page loads nothing: no network, no other file, no script. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'";

function headerSection(comparison: Comparison): Markup {
  const engines = comparison.engines.map(
    (engine) =>
      html`<li>
        <strong>${engineLabel(engine)}</strong> (${engine.language}) from <code>${engine.file}</code>:
        ${engine.fixtures} fixtures · corpus ${engine.corpus.version} <code>${engine.corpus.hash.slice(0, 19)}</code> ·
        contract ${engine.interpretingVersion} ·
        <span class="unjudged" data-unjudged="${engine.unjudged.parts}">${unjudgedText(engine.unjudged)}</span>
      </li>`,
  );
  return html`<header>
    <h1>Riftbound conformance: ${comparison.engines.length} engines compared</h1>
    <ol class="engines">
      ${engines}
    </ol>
  </header>`;
}

function warningsSection(comparison: Comparison): Markup {
  const items = comparison.warnings.map(
    (warning) =>
      html`<div class="warning" role="note" data-warning="${warning.kind}">
        <strong>Warning:</strong> ${warningText(warning)}
        <ul>
          ${warning.values.map(
            (value) =>
              html`<li><code>${value.value}</code>: ${value.files.map((file) => html`<code>${file}</code> `)}</li>`,
          )}
        </ul>
      </div>`,
  );
  return html`${items}`;
}

function legendSection(): Markup {
  const entries = LEGEND.map(
    (entry) => html`<li><span class="cell c-${entry.state}">${entry.symbol}</span> ${entry.meaning}</li>`,
  );
  return html`<ul class="legend" id="legend">
    ${entries}
    <li><span class="n n-partly">partly judged</span> ${PARTLY_JUDGED_MEANING}</li>
  </ul>`;
}

function countsMarkup(counts: ColumnCounts, partlyJudged = 0): Markup {
  const parts = COLUMNS.filter((column) => counts[column] > 0).map(
    (column) =>
      html`<span class="n n-${column}" title="${COLUMN_LABEL[column]}"
        >${counts[column]} ${COLUMN_LABEL[column]}</span
      >`,
  );
  const partly =
    partlyJudged === 0
      ? html``
      : html`<span class="n n-partly" title="${PARTLY_JUDGED_MEANING}">${partlyJudgedText(partlyJudged)}</span>`;
  return html`${parts}${partly}`;
}

function cellMarkup(cell: Cell, engineIndex: number): Markup {
  const [first] = cell.failing;
  const mark =
    first === undefined
      ? html`<span class="mark">${markOf(cell.state, 'symbol')}</span>`
      : html`<a class="mark" href="#${divergenceAnchor(engineIndex, first)}" title="first divergence: ${first}"
          >${markOf(cell.state, 'symbol')}</a
        >`;
  return html`<td class="cell c-${cell.state}" data-engine="${engineIndex + 1}" title="${countsText(cell.counts)}">
    ${mark} ${countsMarkup(cell.counts, cell.partlyJudged)}
  </td>`;
}

function engineHead(engine: EngineColumn, index: number): Markup {
  return html`<th class="engine" scope="col" data-engine="${index + 1}">
    ${engineLabel(engine)}<br /><span class="file">${engine.file}</span>
  </th>`;
}

function matrixSection(comparison: Comparison): Markup {
  const span = comparison.engines.length + 1;
  const rows = comparison.chapters.map(
    (chapter) =>
      html`<tr class="chapter">
          <th colspan="${span}" scope="rowgroup">${chapter.id} <span class="title">${chapter.title ?? ''}</span></th>
        </tr>
        ${chapter.clauses.map(
          (clause) =>
            html`<tr class="clause" data-clause="${clause.id}">
              <th scope="row" title="${clause.text ?? ''}"><code>${clause.id}</code></th>
              ${clause.cells.map((cell, index) => cellMarkup(cell, index))}
            </tr>`,
        )}`,
  );
  const totals = comparison.engines.map(
    (engine, index) =>
      html`<td class="total" data-engine="${index + 1}">${countsMarkup(engine.totals, engine.unjudged.fixtures)}</td>`,
  );
  return html`<section id="matrix">
    <h2>Clauses by engine</h2>
    <p class="note">
      A fixture counts under every clause it names; the totals count each fixture once. A baseline changes the gate, not
      what the engine did: expected-fail counts as fail, unexpected-pass as pass.
    </p>
    ${legendSection()}
    <div class="matrix-wrap">
      <table class="matrix">
        <thead>
          <tr>
            <th scope="col" class="corner">clause</th>
            ${comparison.engines.map(engineHead)}
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
        <tfoot>
          <tr class="totals">
            <th scope="row">total (fixtures)</th>
            ${totals}
          </tr>
        </tfoot>
      </table>
    </div>
  </section>`;
}

function divergenceRow(item: Divergence, engineIndex: number, link: FixtureLink): Markup {
  const href = link(item.file);
  const file =
    href === undefined ? html`<code>${item.file}</code>` : html`<a href="${href}"><code>${item.file}</code></a>`;
  const where = item.pointer === undefined ? html`` : html` at <code>${item.pointer}</code>`;
  return html`<li id="${divergenceAnchor(engineIndex, item.fixture)}" class="divergence">
    <span class="rid">${item.fixture}</span> <span class="n n-${item.status}">${item.status}</span> ${file}
    <div><span class="code">${item.code ?? ''}</span>${where}: ${item.message ?? ''}</div>
  </li>`;
}

function divergencesSection(comparison: Comparison, link: FixtureLink): Markup {
  const engines = comparison.engines.map(
    (engine, index) =>
      html`<section class="engine-divergences" data-engine="${index + 1}">
        <h3>${index + 1}. ${engineLabel(engine)}: ${engine.divergences.length} divergences</h3>
        <ul>
          ${engine.divergences.map((item) => divergenceRow(item, index, link))}
        </ul>
      </section>`,
  );
  return html`<section id="divergences">
    <h2>First divergence of each failing fixture</h2>
    ${engines}
  </section>`;
}

/**
 * The comparison as one self-contained HTML page (inline CSS, no script, nothing loaded): engines, warnings, the
 * clause matrix in its own scrolling box with a legend and totals, then every first divergence, linked from the cells.
 */
export function renderCompareHtml(comparison: Comparison, link: FixtureLink): string {
  const title = comparison.engines.map(engineLabel).join(' · ');
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${CSP}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Riftbound conformance compared: ${title}</title>
        <style>
          ${raw(COMPARE_STYLE)}
        </style>
      </head>
      <body>
        ${headerSection(comparison)} ${warningsSection(comparison)} ${matrixSection(comparison)}
        ${divergencesSection(comparison, link)}
      </body>
    </html> `.text;
}
