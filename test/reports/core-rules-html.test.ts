/** The HTML report's coverage by Core Rules number: one row per section, numbers that open to their fixtures, escaped. */
import { describe, expect, it } from 'vitest';
import { coreRulesScope } from '../../harness/coverage/core-rules-scope.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { renderHtml } from '../../harness/reporters/html.js';
import { NASTY, sampleReport, sampleResults } from './sample-report.js';

/** The sample results, two of them citing Core Rules numbers, one with a hostile ID. */
function citingReport() {
  const results = sampleResults().map((result, index) =>
    index === 0 ? { ...result, coreRules: ['805.1.a.1', '356.4'] } : result,
  );
  const [model] = results;
  if (model) results.push({ ...model, id: `cost-${NASTY}`, coreRules: ['805.1.a.1'] });
  return sampleReport(results);
}

function section(page: string): string {
  const start = page.indexOf('<section id="core-rules">');
  expect(start).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf('</section>', start));
}

describe('the HTML report by Core Rules number', () => {
  const page = renderHtml(citingReport(), rulesIndex());
  const part = section(page);

  it('has one row per section of the scope, with its covered count', () => {
    const rows = [...part.matchAll(/<tr data-section="([^"]+)">/g)].map((match) => match[1]);
    expect(rows).toEqual(coreRulesScope().sections.map((entry) => entry.number));
    expect(part).toMatch(/<tr data-section="805">[\s\S]*?<td class="num">1\/8<\/td>/);
  });

  it('opens a cited number to links to the results of the fixtures citing it, every ID escaped', () => {
    const block = /<details class="crn n-covered">\s*<summary>805\.1\.a\.1<\/summary>([\s\S]*?)<\/details>/.exec(part)?.[1] ?? '';
    expect(block).toContain('<a href="#r-accelerate-enters-ready">accelerate-enters-ready</a>');
    expect(block).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(part).not.toContain('<script>');
  });

  it('marks an uncovered number with its status, and a missing one with the coarser number fixtures cite', () => {
    const [number] = Object.entries(coreRulesScope().reasons).find(([, entry]) => entry.reason === 'not-yet') ?? [];
    expect(part).toContain(`<span class="n-not-yet">${number ?? '?'}</span>`);
    expect(part).toContain('<span class="n-missing" title="fixtures cite 356.4">356.4.a</span>');
    expect(part).toContain('<span class="n-missing">805.2.a</span>');
  });
});
