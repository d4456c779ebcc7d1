import { DOMParser, onErrorStopParsing, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { badgeOf, renderBadge } from '../../harness/reporters/badge.js';
import { renderHtml } from '../../harness/reporters/html.js';
import { explainCommand } from '../../harness/reporters/shared/explain.js';
import { coverageByChapter, ruleRan } from '../../harness/reporters/html/coverage.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { renderJunit } from '../../harness/reporters/junit.js';
import { renderMarkdown } from '../../harness/reporters/markdown.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { countTags, renderMarkdownHtml } from '../escape/render-markdown.js';
import { sampleReport, sampleResults } from './sample-report.js';

/** Parses XML strictly: any error, not only a fatal one, throws. */
function parseXml(xml: string): ReturnType<DOMParser['parseFromString']> {
  return new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
}

/** Whether every character is one XML 1.0 can hold. */
function onlyXmlChars(text: string): boolean {
  return Array.from(text).every((char) => {
    const cp = char.codePointAt(0) ?? 0;
    return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || cp >= 0x10000;
  });
}

function childTypes(testCase: Element, tag: string): string[] {
  return Array.from(testCase.getElementsByTagName(tag)).map((element) => element.getAttribute('type') ?? '');
}

describe('file reporters', () => {
  it('the sample report is valid against report.schema.json', () => {
    expect(validateDocument('report', sampleReport())).toEqual([]);
  });

  it('junit: parses as XML, one testcase per fixture, classname by chapter, statuses as failure/error/skipped', () => {
    const xml = renderJunit(sampleReport());
    expect(() => parseXml('<testsuites><testcase></testsuites>')).toThrow();
    expect(onlyXmlChars(xml)).toBe(true);
    const cases = Array.from(parseXml(xml).getElementsByTagName('testcase'));
    expect(cases).toHaveLength(sampleResults().length);
    expect(new Set(cases.map((c) => c.getAttribute('classname')))).toEqual(new Set(['riftbound.accelerate', 'riftbound.cost', 'riftbound.pay']));
    expect(cases.flatMap((c) => childTypes(c, 'failure'))).toEqual(['verdict/state', 'baseline/unexpected-pass']);
    expect(cases.flatMap((c) => childTypes(c, 'error'))).toEqual(['adapter/protocol-error', 'adapter/crash', 'adapter/timeout']);
    expect(cases.filter((c) => c.getElementsByTagName('skipped').length > 0)).toHaveLength(2);
  });

  it('markdown: counts per status and chapter, failures with their first divergence, text escaped', () => {
    const text = renderMarkdown(sampleReport());
    expect(text).toContain('| fail | 1 |');
    expect(text).toContain('| pay |');
    expect(text).toContain('**verdict/state** at');
    expect(text).toContain('```diff');
    expect(text).toContain('### Failures (5)');
    expect(countTags(renderMarkdownHtml(text), 'script')).toBe(0);
  });

  it('markdown: lists stale baseline entries', () => {
    expect(renderMarkdown(sampleReport(sampleResults(), ['pay-gone']))).toContain('`pay-gone`');
  });

  it('badge: the shields endpoint format, red when the run fails, green when every fixture passed', () => {
    expect(JSON.parse(renderBadge(sampleReport()))).toEqual({ schemaVersion: 1, label: 'riftbound conformance', message: '3/10 passed', color: 'red' });
    const passing = sampleResults().filter((r) => r.status === 'pass');
    expect(badgeOf(sampleReport(passing)).color).toBe('brightgreen');
    const withSkip = sampleResults().filter((r) => r.status === 'pass' || r.status === 'not-applicable');
    expect(badgeOf(sampleReport(withSkip))).toMatchObject({ message: '3/4 passed', color: 'yellow' });
  });

  it('html: diffs keep their line breaks, failures come before the coverage, rules all not applicable did not run', () => {
    const page = renderHtml(sampleReport(), rulesIndex());
    expect(page).toContain('<span class="del">-  &quot;ready&quot;: false</span>\n<span class="add">+  &quot;ready&quot;: true</span>\n');
    expect(page.indexOf('id="failures"')).toBeGreaterThan(0);
    expect(page.indexOf('id="failures"')).toBeLessThan(page.indexOf('id="coverage"'));
    const cost = coverageByChapter(sampleReport(), rulesIndex()).find((chapter) => chapter.chapter === 'cost');
    expect(cost?.rules.find((rule) => rule.id === 'cost.floor-zero')?.state).toBe('not-applicable');
    const ran = cost?.rules.filter((rule) => ruleRan(rule.state)).map((rule) => rule.id);
    expect(ran?.sort()).toEqual(['cost.brazen-buccaneer', 'cost.ignore-base', 'cost.order']);
    expect(page).toMatch(new RegExp(`<td class="num">${ran?.length}/${cost?.rules.length}</td>`));
  });

  it('html: a failure the baseline does not list is new since the baseline; each failure has its explain command', () => {
    const results = sampleResults();
    const page = renderHtml({ ...sampleReport(results), baseline: 'baseline.json' });
    // fail, error, crash and timeout are not in the baseline; the unexpected pass is.
    expect(page.match(/<span class="new">new since baseline<\/span>/g)).toHaveLength(4);
    expect(renderHtml(sampleReport(results))).not.toContain('new since baseline');
    expect(
      explainCommand(
        "riftbound-conformance run --adapter-command './engine --x '\\''y'\\''' --chapter pay --out=r --json --jobs 4 --timeout 500",
        'pay-x',
      ),
    ).toBe("riftbound-conformance explain pay-x --adapter-command './engine --x '\\''y'\\''' --timeout 500");
  });

  it('html: one self-contained page, every text escaped, no URL loaded', () => {
    const page = renderHtml(sampleReport());
    expect(page).not.toContain('<script>alert');
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).not.toMatch(/\bsrc\s*=|url\(|@import|https?:\/\//i);
    // Links only to the clauses of the spec (relative) and to results and failures in the page; none is loaded.
    const hrefs = [...page.matchAll(/\bhref="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(\.\.\/spec\/[a-z]+\.md#[a-z0-9-]+|#[rf]-[\w-]+)$/);
  });
});
