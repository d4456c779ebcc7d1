import type { Report, RulesIndex } from '../../../schemas/types/generated.js';
import type { ChapterCoverage } from './coverage.js';
import { html, scrollTable, type Markup } from './escape.js';
import { ruleLink, type SpecLinks } from './failures.js';

/**
 * The per-rule view: every rule with how it fared, its fixtures and their statuses (each a link to its result), and
 * the clause in the project's words, folded, with the link to the spec.
 */
export function rulesSection(
  report: Report,
  coverage: readonly ChapterCoverage[],
  links: SpecLinks,
  rules?: RulesIndex,
): Markup {
  const text = new Map((rules?.rules ?? []).map((rule) => [rule.id, rule.text]));
  const rows = coverage
    .flatMap((chapter) => chapter.rules)
    .map((rule) => {
      const fixtures = report.results
        .filter((result) => result.rules.includes(rule.id))
        .map(
          (result) =>
            html`<a class="fx s-${result.status}" href="#r-${result.id}" title="${result.status}">${result.id}</a>`,
        );
      const clause = text.get(rule.id);
      return html`<tr data-rule-row="${rule.id}">
        <td>${ruleLink(rule.id, links, rule.state)}</td>
        <td>${rule.state}</td>
        <td>
          ${fixtures.length === 0 ? html`<span class="title">none in this run</span>` : fixtures}
          ${
            clause === undefined
              ? html``
              : html`<details class="clause">
                  <summary>clause</summary>
                  ${clause}
                </details>`
          }
        </td>
      </tr>`;
    });
  return html`<section id="rules">
    <details>
      <summary><h2>By rule</h2></summary>
      ${scrollTable([html`<th>rule</th>`, html`<th>state</th>`, html`<th>fixtures</th>`], rows)}
    </details>
  </section>`;
}
