import type { Report } from '../../../schemas/types/generated.js';
import type {
  CoreRuleCiting,
  CoreRuleEntry,
  CoreRulesCoverage,
  CoreRuleSection,
  CoreRuleStatus,
} from '../../coverage/core-rules.js';
import { coreRulesFigure, SCOPE_FILE } from '../../coverage/core-rules-table.js';
import { html, scrollTable, type Markup } from './escape.js';

/** What the run's results cite, as coverage by Core Rules number reads it (a report written before results carried them cites nothing). */
export function resultCitations(report: Report): CoreRuleCiting[] {
  return report.results.map((result) => ({ id: result.id, coreRules: result.coreRules ?? [] }));
}

const LEGEND: Record<CoreRuleStatus, string> = {
  covered: 'cited by a fixture of this run',
  'not-yet': 'not yet: a cost rule no fixture reaches',
  'out-of-scope': 'out of scope',
  missing: 'missing: no fixture of this run cites it, and it has no reason',
};

/**
 * One number. A cited one opens to links to the results of the fixtures citing it; any other is a plain mark coloured
 * by its status (the reasons are in the scope file and in `coverage`: the page stays small however many numbers).
 */
function numberBlock(entry: CoreRuleEntry): Markup {
  if (entry.status !== 'covered') {
    const { coarser } = entry;
    if (coarser === undefined) return html`<span class="n-${entry.status}">${entry.number}</span> `;
    return html`<span class="n-${entry.status}" title="fixtures cite ${coarser.number}">${entry.number}</span> `;
  }
  const links = entry.fixtures.map((id) => html`<li><a href="#r-${id}">${id}</a></li>`);
  return html`<details class="crn n-covered">
    <summary>${entry.number}</summary>
    <ul>
      ${links}
    </ul>
  </details> `;
}

function sectionRow(section: CoreRuleSection): Markup {
  return html`<tr data-section="${section.number}">
    <td><strong>${section.number}</strong><br /><span class="title">${section.title}</span></td>
    <td class="num">${section.covered}/${section.numbers}</td>
    <td class="crns">${section.entries.map(numberBlock)}</td>
  </tr>`;
}

/**
 * Coverage by Core Rules number of the run: one row per section of the scope, every finest number in it, a cited one
 * opening to the fixtures citing it (links to their results). Every text is escaped.
 */
export function coreRulesSection(coverage: CoreRulesCoverage): Markup {
  const keys = (Object.keys(LEGEND) as CoreRuleStatus[]).map(
    (status) => html` <span class="crn-key n-${status}">${LEGEND[status]}</span>`,
  );
  return html`<section id="core-rules">
    <h2>Coverage by Core Rules number</h2>
    <p class="legend">
      The cost and payment sections of Core Rules v1.4 (<code>${SCOPE_FILE}</code>), by the fixtures of this run:
      ${coreRulesFigure(coverage)}; ${coverage.summary.missing} missing. Numbers:${keys}. Open a number for the fixtures
      citing it, or for why none does; <code>riftbound-conformance coverage</code> gates on the whole corpus.
    </p>
    ${scrollTable(
      [html`<th>section</th>`, html`<th class="num">covered</th>`, html`<th>numbers</th>`],
      coverage.sections.map(sectionRow),
    )}
  </section>`;
}
