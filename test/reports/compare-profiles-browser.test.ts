import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, tempDir } from '../protocol/cli-helpers.js';
import { PROFILE_ENGINES, writeEngineReports } from './engine-reports.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const OUT = resolve('reports');
const hasChromium = existsSync(CHROMIUM);

// CI installs Debian's chromium (.ci/run); a machine without it skips this file and says why.
describe.skipIf(!hasChromium)(`report compare of the reference and two profiles in headless Chromium (${hasChromium ? CHROMIUM : `skipped: ${CHROMIUM} is absent; apt-get install -y chromium`})`, () => {
  const temp = tempDir();
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    const files = await writeEngineReports(temp.dir, PROFILE_ENGINES);
    const dir = join(OUT, 'compare-profiles');
    const run = await cli('report', 'compare', ...files, '--out', dir);
    expect(run.code, run.stderr).toBe(0);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(pathToFileURL(join(dir, 'compare.html')).href);
  });

  afterAll(async () => {
    await browser.close();
    temp.remove();
  });

  it('renders one column per engine, the profiles named, and no console error', async () => {
    await expect(page.locator('table.matrix').isVisible()).resolves.toBe(true);
    expect(await page.locator('table.matrix thead th.engine').count()).toBe(PROFILE_ENGINES.length);
    expect(await page.textContent('table.matrix thead th.engine[data-engine="2"]')).toContain('profile:deducting');
    expect(await page.textContent('table.matrix thead th.engine[data-engine="3"]')).toContain('profile:no-chain');
    expect(problems).toEqual([]);
  });

  it('shows the clauses a profile cannot be judged on as not applicable, in their own colour, and nothing failing', async () => {
    const row = page.locator('tr.clause[data-clause="add.spell-uses-chain"]');
    expect(await row.locator('td.cell[data-engine="1"]').getAttribute('class')).toContain('c-pass');
    expect(await row.locator('td.cell[data-engine="3"]').getAttribute('class')).toContain('c-not-applicable');
    const background = (selector: string) => page.evaluate<string>(`getComputedStyle(document.querySelector('${selector}')).backgroundColor`);
    expect(await background('td.c-not-applicable')).not.toBe(await background('td.c-pass'));
    expect(await page.locator('td.c-failing').count()).toBe(0);
  });

  it('marks the passes in which something went unjudged, for the profiles only, with their totals in the engine list', async () => {
    expect(await page.locator('td.cell[data-engine="1"] .n-partly').count()).toBe(0);
    for (const engine of ['2', '3']) {
      const marks = page.locator(`td.cell[data-engine="${engine}"] .n-partly`);
      expect(await marks.count(), `engine ${engine}`).toBeGreaterThan(0);
      expect(await marks.first().textContent()).toMatch(/^\d+ partly judged$/);
    }
    const engines = await page.locator('ol.engines li .unjudged').allTextContents();
    expect(engines[0]).toBe('every verdict judged in full');
    for (const text of engines.slice(1)) expect(text).toMatch(/^\d+ fixtures with parts not judged, \d+ entries \(/);
    expect(await page.locator('#legend .n-partly').count()).toBe(1);
  });

  it('saves a screenshot', async () => {
    const path = join(OUT, 'compare-profiles.png');
    await page.screenshot({ path, fullPage: false });
    expect(existsSync(path)).toBe(true);
  });
});
