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
