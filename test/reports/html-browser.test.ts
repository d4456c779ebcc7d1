import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { renderHtml } from '../../harness/reporters/html.js';
import { sampleReport, sampleResults } from './sample-report.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const OUT = resolve('reports');
const hasChromium = existsSync(CHROMIUM);

// CI installs Debian's chromium (.ci/run); a machine without it skips this file and says why.
describe.skipIf(!hasChromium)(`HTML report in headless Chromium (${hasChromium ? CHROMIUM : `skipped: ${CHROMIUM} is absent; apt-get install -y chromium`})`, () => {
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    const file = join(OUT, 'html-browser-sample.html');
    const citing = sampleResults().map((result) => ({ ...result, coreRules: ['356.4.a', '805.1.a.1'] }));
    writeFileSync(file, renderHtml(sampleReport(citing), rulesIndex()));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(file).href);
  });

  afterAll(async () => {
    await browser.close();
  });

  const shown = async (): Promise<number> => Number(await page.textContent('#visible-count'));
  const visibleStatuses = async (): Promise<string[]> => {
    const rows = page.locator('details.result:not([hidden])');
    const statuses: string[] = [];
    for (let i = 0; i < (await rows.count()); i += 1) statuses.push((await rows.nth(i).getAttribute('data-status')) ?? '');
    return statuses;
  };

  it('loads with no console error and no request but the page itself', () => {
    expect(problems).toEqual([]);
    expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  });

  it('shows the counts of the report', async () => {
    expect(await shown()).toBe(10);
    expect(await page.textContent('[data-status-count="fail"]')).toBe('1');
    expect(await page.textContent('[data-status-count="pass"]')).toBe('3');
  });

  it('filters by status', async () => {
    await page.click('#only-failing');
    expect(await shown()).toBe(5);
    expect(new Set(await visibleStatuses())).toEqual(new Set(['fail', 'error', 'crash', 'timeout', 'unexpected-pass']));
    await page.uncheck('input[name="status"][value="fail"]');
    expect(await shown()).toBe(4);
  });

  it('filters by rule, and a rule chip sets the filter', async () => {
    await page.click('#show-all');
    await page.selectOption('#rule-filter', 'cost.order');
    expect(await shown()).toBe(2);
    await page.click('#coverage .chip[data-rule="pay.rollback"]');
    expect(await visibleStatuses()).toEqual(['expected-fail']);
    expect(await page.isHidden('section.chapter[data-chapter="cost"]')).toBe(true);
  });

  it('shows the first failure above the fold at 1400x1000, with its diff on several lines', async () => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.evaluate('window.scrollTo(0, 0)');
    const first = page.locator('article.failure').first();
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 1000) + 40).toBeLessThan(1000);
    const diff = first.locator('pre.diff');
    const lineHeight = 12; // .8rem monospace: a diff of 7 lines is far taller than 4 of them
    const height = (await diff.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(4 * lineHeight);
    expect((await diff.innerText()).split('\n').length).toBeGreaterThan(4);
    const diffBox = await diff.boundingBox();
    expect((diffBox?.y ?? 1000) + (diffBox?.height ?? 0)).toBeLessThan(1000);
    expect(await first.locator('.why').textContent()).toContain('message of verdict/state');
    expect(await first.locator('.rerun code').textContent()).toBe(
      'riftbound-conformance explain accelerate-single-benefit --adapter-command "./engine serve"',
    );
    expect(await first.locator('a.chip').first().getAttribute('href')).toBe('../spec/accelerate.md#acceleratesingle-benefit');
    await page.screenshot({ path: join(OUT, 'html-report-1400.png') });
  });

  it('has no horizontal overflow at 420 px', async () => {
    await page.setViewportSize({ width: 420, height: 900 });
    const widths: number[] = await page.evaluate('[document.documentElement.scrollWidth, document.documentElement.clientWidth]');
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await page.screenshot({ path: join(OUT, 'html-report-420.png') });
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('fits the coverage by Core Rules number in 390 px, every number opened, without a sideways scroll', async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    const opened: number = await page.evaluate(
      "(() => { const all = document.querySelectorAll('#core-rules details.crn'); all.forEach((d) => { d.open = true; }); return all.length; })()",
    );
    expect(opened).toBe(2);
    expect(await page.locator('#core-rules .crns > span').count()).toBeGreaterThan(100);
    const page390: number[] = await page.evaluate('[document.documentElement.scrollWidth, document.documentElement.clientWidth]');
    expect(page390[0]).toBeLessThanOrEqual(page390[1] ?? 0);
    const box: number[] = await page.evaluate(
      "(() => { const box = document.querySelector('#core-rules .scroll'); return [box.scrollWidth, box.clientWidth]; })()",
    );
    expect(box[0]).toBeLessThanOrEqual(box[1] ?? 0);
    await page.evaluate("document.querySelector('#core-rules details.n-covered').scrollIntoView()");
    await page.screenshot({ path: join(OUT, 'html-report-core-rules-390.png') });
    await page.evaluate("document.querySelectorAll('#core-rules details.crn').forEach((d) => { d.open = false; })");
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('saves a screenshot', async () => {
    await page.click('#show-all');
    await page.evaluate('window.scrollTo(0, 0)');
    const path = join(OUT, 'html-report.png');
    await page.screenshot({ path, fullPage: true });
    expect(existsSync(path)).toBe(true);
    expect(problems).toEqual([]);
  });
});

// The report of a run over an invalid corpus (two fixtures passed, invalid files listed) on a phone: the rule
// coverage table used to need a sideways scroll of its own, 526 px of table in a 366 px column.
describe.skipIf(!hasChromium)('the HTML report of an invalid corpus at 390 px', () => {
  it('needs no sideways scroll: neither the page nor any table', async () => {
    const passed = sampleResults().filter((result) => result.status === 'pass').slice(0, 2);
    const base = sampleReport(passed);
    const fixtureErrors = ['pay/pay-broken.json:1:8', 'cost/cost-bad.json'].map((file) => ({
      code: 'fixture/schema' as const,
      message: 'The fixture breaks fixture.schema.json: the property "bogus" is not allowed here: remove it or fix its spelling.',
      file,
    }));
    const problems = [{ kind: 'fixture-errors' as const, count: 2, message: '2 invalid fixture files (2 findings), not run' }];
    const report = { ...base, fixtureErrors, summary: { ...base.summary, ok: false, problems } };
    const file = join(OUT, 'html-browser-invalid.html');
    writeFileSync(file, renderHtml(report, rulesIndex()));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(pathToFileURL(file).href);
      const overflow: string[] = await page.evaluate(`[document.documentElement, ...document.querySelectorAll('.scroll')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => (element.parentElement?.id || element.tagName) + ': ' + element.scrollWidth + ' > ' + element.clientWidth)`);
      expect(overflow).toEqual([]);
      expect(await page.locator('#coverage .chip[data-rule="pay.rollback"]').isVisible()).toBe(true);
      await page.screenshot({ path: join(OUT, 'html-report-invalid-390.png'), fullPage: true });
    } finally {
      await browser.close();
    }
  });
});
