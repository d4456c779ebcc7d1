import type { Diagnostic, Report, Result } from '../../../schemas/types/generated.js';
import { jsonText } from '../../text/json-text.js';
import { TRUNCATED_NOTE } from '../../messages/index.js';
import { baselineChange, firstDiagnostic, isFailing } from '../shared/results.js';
import { html, raw, type Markup } from './escape.js';
import { explainCommand } from '../shared/explain.js';

/** Where the page's links to the spec point: the spec folder, relative to the page or as a URL. */
export interface SpecLinks {
  readonly base: string;
}

/** The anchor GitHub and most Markdown viewers give the heading of a rule (`## \`pay.rollback\`` → payrollback). */
export function ruleAnchor(rule: string): string {
  return rule
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-');
}

/** The link to a rule's clause: spec/<chapter>.md#<anchor>. */
export function specHref(rule: string, links: SpecLinks): string {
  const chapter = rule.split('.')[0] ?? rule;
  return `${links.base}/${chapter}.md#${ruleAnchor(rule)}`;
}

/** A rule as a chip linking to its clause in the spec. */
export function ruleLink(rule: string, links: SpecLinks, state = ''): Markup {
  return html`<a
    class="chip ${state === '' ? '' : `r-${state}`}"
    href="${specHref(rule, links)}"
    title="the clause in the spec"
    >${rule}</a
  >`;
}

/** The first sentence of a message: the why, in one line. */
export function firstSentence(message: string): string {
  const end = /\.(\s|$)/.exec(message);
  return end ? message.slice(0, end.index + 1) : message;
}

/** A failing fixture counts as new since the baseline when the run had one and the baseline does not list it, or lists another failure. */
export function newSinceBaseline(report: Report, result: Result): boolean {
  if (report.baseline === undefined || result.status === 'unexpected-pass') return false;
  if (result.diagnostics.some((diagnostic) => diagnostic.code === 'baseline/failure-changed')) return true;
  return !result.diagnostics.some((diagnostic) => diagnostic.code.startsWith('baseline/'));
}

function pane(label: string, text: string | undefined): Markup {
  if (text === undefined) return html``;
  return html`<div class="pane">
    <h4>${label}</h4>
    <pre>${text}</pre>
  </div>`;
}

function side(value: unknown): string | undefined {
  return value === undefined ? undefined : typeof value === 'string' ? value : jsonText(value, 2);
}

function lineKind(line: string): string {
  return line.startsWith('@@') ? 'hunk' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : '';
}

/**
 * A unified diff with added and removed lines marked, one line per line. A run of lines of one kind shares one span,
 * so the markup adds a constant per run, not per line, to a diff already bounded in characters.
 */
export function diffBlock(diff: string): Markup {
  const runs: { kind: string; lines: string[] }[] = [];
  for (const line of diff.split('\n')) {
    const kind = lineKind(line);
    const last = runs.at(-1);
    if (last?.kind === kind) last.lines.push(line);
    else runs.push({ kind, lines: [line] });
  }
  // Joined outside the template: the formatter folds the whitespace of html`` templates, line breaks included.
  const marked = runs.map(({ kind, lines }) => {
    const text = lines.join('\n');
    return kind === '' ? html`${text}` : html`<span class="${kind}">${text}</span>`;
  });
  return html`<pre class="diff">${raw(marked.map((run) => run.text).join('\n'))}</pre>`;
}

function sides(result: Result, diagnostic: Diagnostic | undefined): Markup {
  const rollback = diagnostic?.code === 'verdict/not-rolled-back';
  const panes = [
    pane('given', result.excerpt?.given),
    pane('when', result.excerpt?.when),
    pane(rollback ? 'before' : 'expected', side(diagnostic?.expected)),
    pane(rollback ? 'after' : 'observed', side(diagnostic?.observed)),
  ];
  return html`<div class="sides">${panes}</div>`;
}

function failureCard(report: Report, result: Result, links: SpecLinks): Markup {
  const diagnostic = firstDiagnostic(result);
  const message = diagnostic?.message ?? result.status;
  const why = firstSentence(message);
  const advice = message.slice(why.length).trim();
  const where = diagnostic?.pointer === undefined ? html`` : html` · <code>${result.file}#${diagnostic.pointer}</code>`;
  const tag = newSinceBaseline(report, result) ? html`<span class="new">new since baseline</span>` : html``;
  const cut = diagnostic?.truncated === true ? html`<p class="cut">${TRUNCATED_NOTE}</p>` : html``;
  const change = baselineChange(result);
  const changed = change === undefined ? html`` : html`<p class="baseline-change">${change.message}</p>`;
  const stderr =
    result.stderr === undefined
      ? html``
      : html`<details>
          <summary>adapter stderr</summary>
          <pre>${result.stderr}</pre>
        </details>`;
  return html`<article class="failure" id="f-${result.id}" data-id="${result.id}">
    <h3>
      <span class="status s-${result.status}">${result.status}</span> <span class="rid">${result.id}</span> ${tag}
    </h3>
    <p class="why">${why}</p>
    ${changed}
    <p class="meta">
      ${result.title} · <span class="code">${diagnostic?.code ?? ''}</span>${where} ·
      ${result.rules.map((rule) => ruleLink(rule, links))}
    </p>
    ${sides(result, diagnostic)} ${diagnostic?.diff === undefined ? html`` : diffBlock(diagnostic.diff)} ${cut}
    <p class="advice">${advice}</p>
    <p class="rerun">Rerun it alone: <code>${explainCommand(report.command, result.id)}</code></p>
    ${stderr}
  </article>`;
}

/** The failing fixtures first, above everything else: each with its why, the scenario beside the divergence, and how to rerun it. */
export function failuresSection(report: Report, links: SpecLinks): Markup {
  const failing = report.results.filter((result) => isFailing(result.status));
  if (failing.length === 0) return html``;
  return html`<section id="failures">
    <h2>Failures (${failing.length})</h2>
    ${failing.map((result) => failureCard(report, result, links))}
  </section>`;
}
