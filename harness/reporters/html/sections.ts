import type { Diagnostic, Report, Result } from '../../../schemas/types/generated.js';
import { renderQueryTotals, renderUnjudged, renderUnjudgedTotals, TRUNCATED_NOTE } from '../../messages/index.js';
import {
  byChapter,
  countStatuses,
  firstDiagnostic,
  interruptedPrefix,
  isFailing,
  passedLine,
  STATUS_ORDER,
} from '../shared/results.js';
import { ruleRan, type ChapterCoverage } from './coverage.js';
import { html, scrollTable, type Markup } from './escape.js';
import { diffBlock } from './failures.js';

/** The title block: verdict, adapter, versions, the command to rerun. */
export function headerSection(report: Report): Markup {
  const a = report.adapter;
  const problems = report.summary.problems ?? [];
  const unjudged = renderUnjudgedTotals(report.summary.unjudged);
  const queryTotals = renderQueryTotals(report.results);
  const verdict =
    report.summary.ok && problems.length === 0
      ? html`<span class="verdict ok">run passed</span>`
      : html`<span class="verdict ko">run failed</span>`;
  const why =
    problems.length === 0
      ? html``
      : html`<ul class="why">
          ${problems.map((problem) => html`<li data-problem="${problem.kind}">${problem.message}</li>`)}
        </ul>`;
  return html`<header>
    <h1>${interruptedPrefix(report)}Riftbound conformance: ${passedLine(report)} ${verdict}</h1>
    ${why}
    <p class="meta">
      Adapter <strong>${a.name}</strong> ${a.version} (${a.language}) · corpus ${report.corpus.version}
      <code>${report.corpus.hash.slice(0, 19)}</code> · protocol ${report.protocolVersion} · interpreting
      ${report.interpretingVersion} · ${report.rulesVersion}
    </p>
    <p class="meta">${report.startedAt} to ${report.finishedAt} · rerun: <code>${report.command}</code></p>
    ${unjudged === '' ? html`` : html`<p class="meta unjudged-total">${unjudged}</p>`}
    ${queryTotals === '' ? html`` : html`<p class="meta query-total">${queryTotals}</p>`}
  </header>`;
}

/** Counts per status, as the status filter: one checkbox per status that occurs. */
export function controlsSection(report: Report, coverage: readonly ChapterCoverage[]): Markup {
  const counts = countStatuses(report.results);
  const boxes = STATUS_ORDER.filter((status) => counts[status] > 0).map(
    (status) =>
      html`<label
        ><input type="checkbox" name="status" value="${status}" data-failing="${String(isFailing(status))}" checked />
        <span class="status s-${status}">${status}</span>
        <span class="count" data-status-count="${status}">${counts[status]}</span></label
      >`,
  );
  const options = coverage
    .flatMap((chapter) => chapter.rules)
    .map((rule) => html`<option value="${rule.id}">${rule.id} (${rule.fixtures})</option>`);
  return html`<div class="controls" id="controls">
    ${boxes}
    <label
      >Rule
      <select id="rule-filter">
        <option value="">all rules</option>
        ${options}
      </select></label
    >
    <label>Find <input type="search" id="search" placeholder="fixture ID or title" /></label>
    <button type="button" id="only-failing">only failing</button> <button type="button" id="show-all">show all</button>
    <span><span id="visible-count">${report.results.length}</span> of ${report.results.length} shown</span>
  </div>`;
}

/** Rule coverage by chapter: fixtures, passes, failures, and every rule as a chip coloured by how it fared. */
export function coverageSection(coverage: readonly ChapterCoverage[]): Markup {
  const rows = coverage.map((chapter) => {
    const covered = chapter.rules.filter((rule) => ruleRan(rule.state)).length;
    const chips = chapter.rules.map(
      (rule) =>
        html`<span class="chip r-${rule.state}" data-rule="${rule.id}" title="${rule.fixtures} fixtures: ${rule.state}"
          >${rule.id}</span
        >`,
    );
    return html`<tr data-chapter="${chapter.chapter}">
      <td><strong>${chapter.chapter}</strong><br /><span class="title">${chapter.title ?? ''}</span></td>
      <td class="num">${chapter.fixtures}</td>
      <td class="num">${chapter.passed}</td>
      <td class="num">${chapter.failing}</td>
      <td class="num">${covered}/${chapter.rules.length}</td>
      <td>${chips}</td>
    </tr>`;
  });
  return html`<section id="coverage">
    <h2>Rule coverage by chapter</h2>
    <p class="legend">
      Rules: <span class="chip r-pass">every fixture passed</span> <span class="chip r-failing">a fixture failed</span>
      <span class="chip r-other">passes mixed with expected failures or not-applicable</span>
      <span class="chip r-not-applicable">not applicable: nothing judged</span>
      <span class="chip r-uncovered">no fixture in this run</span>. "Rules run" counts the rules judged. Click a rule to
      filter the results.
    </p>
    ${scrollTable(
      [
        html`<th>chapter</th>`,
        ...['fixtures', 'pass', 'failing', 'rules run'].map((name) => html`<th class="num">${name}</th>`),
        html`<th>rules</th>`,
      ],
      rows,
    )}
  </section>`;
}

/**
 * A diagnostic with its diff. The one a failure card already shows (`shownIn`, the card's ID) links to that card
 * instead of repeating its diff: each diff appears once in the page, so the page grows by one bounded diff per failure.
 */
function diagnosticBlock(diagnostic: Diagnostic, shownIn?: string): Markup {
  const where = diagnostic.pointer === undefined ? html`` : html` at <code>${diagnostic.pointer}</code>`;
  const diff =
    diagnostic.diff === undefined
      ? html``
      : shownIn === undefined
        ? diffBlock(diagnostic.diff)
        : html` <a href="#${shownIn}">the diff is in its failure above</a>`;
  const cut = diagnostic.truncated === true ? html`<p class="cut">${TRUNCATED_NOTE}</p>` : html``;
  return html`<div class="diagnostic">
    <span class="code">${diagnostic.code}</span>${where}: ${diagnostic.message}${diff}${cut}
  </div>`;
}

/** " (events not judged)" beside a status, or nothing. */
function unjudgedNote(result: Result): Markup {
  const note = renderUnjudged(result.unjudged);
  return note === '' ? html`` : html` <span class="unjudged">(${note})</span>`;
}

/** The queries a fixture asked, each with the rules' answer and the engine's (data: escaped by html``). */
function queriesBlock(result: Result): Markup {
  const queries = result.queries ?? [];
  if (queries.length === 0) return html``;
  return html`<table class="queries">
    <tr>
      <th>query</th>
      <th>asked</th>
      <th>rules</th>
      <th>engine</th>
      <th></th>
    </tr>
    ${queries.map(
      (query) =>
        html`<tr class="${query.agrees ? 'agrees' : 'disagrees'}">
          <td><code>${query.kind}</code> <code>${query.pointer}</code></td>
          <td><code>${query.ask}</code></td>
          <td><code>${query.expected}</code></td>
          <td><code>${query.observed}</code></td>
          <td>${query.agrees ? 'agrees' : 'disagrees'}</td>
        </tr>`,
    )}
  </table>`;
}

function resultBlock(result: Result): Markup {
  const reason = result.reason === undefined ? html`` : html`<p>${result.reason}</p>`;
  const stderr =
    result.stderr === undefined
      ? html``
      : html`<p>stderr:</p>
          <pre>${result.stderr}</pre>`;
  const text = `${result.id} ${result.title}`.toLowerCase();
  const inCard = isFailing(result.status) ? firstDiagnostic(result) : undefined; // failuresSection shows it in full
  const diagnostics = result.diagnostics.map((diagnostic) =>
    diagnosticBlock(diagnostic, diagnostic === inCard ? `f-${result.id}` : undefined),
  );
  return html`<details
    class="result"
    id="r-${result.id}"
    data-status="${result.status}"
    data-rules="${result.rules.join(' ')}"
    data-text="${text}"
    data-id="${result.id}"
  >
    <summary>
      <span class="status s-${result.status}">${result.status}</span>${unjudgedNote(result)}
      <span class="rid">${result.id}</span> <span class="title">${result.title}</span>
    </summary>
    <div class="body">
      <p>
        <code>${result.file}</code> ·
        ${result.rules.map((rule) => html`<span class="chip" data-rule="${rule}">${rule}</span>`)}
      </p>
      ${reason}${diagnostics}${queriesBlock(result)}${stderr}
    </div>
  </details>`;
}

/** Every result, by chapter, each diagnostic with its diff; the not-applicable ones of a chapter folded together. */
export function resultsSection(report: Report): Markup {
  const chapters = [...byChapter(report.results)].map(([chapter, results]) => {
    const applicable = results.filter((result) => result.status !== 'not-applicable');
    const skipped = results.filter((result) => result.status === 'not-applicable');
    const folded =
      skipped.length === 0
        ? html``
        : html`<details class="na-group">
            <summary>${skipped.length} not applicable</summary>
            ${skipped.map(resultBlock)}
          </details>`;
    return html`<section class="chapter" data-chapter="${chapter}">
      <h3>${chapter}</h3>
      ${applicable.map(resultBlock)} ${folded}
    </section>`;
  });
  return html`<section id="results">
    <h2>All results</h2>
    ${chapters}
  </section>`;
}

/** The baseline entries that name no fixture, when there are any. */
export function staleSection(report: Report): Markup {
  const stale = report.staleBaselineEntries ?? [];
  if (stale.length === 0) return html``;
  return html`<section id="stale">
    <h2>Stale baseline entries</h2>
    <p>These entries name no fixture of the corpus and fail the run: run <code>baseline update</code>.</p>
    <ul>
      ${stale.map((id) => html`<li><code>${id}</code></li>`)}
    </ul>
  </section>`;
}

/** The fixture files that are invalid and were not run, when there are any. */
export function fixtureErrorsSection(report: Report): Markup {
  const errors = report.fixtureErrors ?? [];
  if (errors.length === 0) return html``;
  return html`<section id="fixture-errors">
    <h2>Invalid fixture files (${new Set(errors.map((error) => error.file?.replace(/:\d+:\d+$/, ''))).size})</h2>
    <p>
      These files are invalid and were not run (${errors.length} findings):
      <code>riftbound-conformance validate</code> lists them.
    </p>
    <ul>
      ${errors.map(
        (error) =>
          html`<li>
            <code>${error.file ?? '?'}${error.pointer === undefined ? '' : `#${error.pointer}`}</code> ${error.message}
          </li>`,
      )}
    </ul>
  </section>`;
}
