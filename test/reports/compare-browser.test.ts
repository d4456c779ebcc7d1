import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGEND } from '../../harness/compare/labels.js';
import { cli, tempDir } from '../protocol/cli-helpers.js';
import { ENGINES, writeEngineReports } from './engine-reports.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const OUT = resolve('reports');
const hasChromium = existsSync(CHROMIUM);

// CI installs Debian's chromium (.ci/run); a machine without it skips this file and says why.
describe.skipIf(!hasChromium)(`report compare page in headless Chromium (${hasChromium ? CHROMIUM : `skipped: ${CHROMIUM} is absent; apt-get install -y chromium`})`, () => {
  const temp = tempDir();
  let browser: Browser;
  const problems: string[] = [];
  const requests: string[] = [];

  /** How far the page reaches past the window sideways (0 or less: no horizontal scroll). */
  const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';
  /** The matrix box's scrolled and visible widths. */
  const BOX = "(() => { const wrap = document.querySelector('.matrix-wrap'); return { scroll: wrap.scrollWidth, client: wrap.clientWidth }; })()";

  /** Renders the comparison of `reports` into a folder of OUT and opens it at 1400 px. */
  async function open(reports: readonly string[], name: string): Promise<Page> {
    const dir = join(OUT, name);
    const run = await cli('report', 'compare', ...reports, '--out', dir);
    expect(run.code, run.stderr).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(join(dir, 'compare.html')).href);
    return page;
  }

  let files: string[] = [];
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    files = await writeEngineReports(temp.dir);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await open(files, 'compare-three');
  });

  afterAll(async () => {
    await browser.close();
    temp.remove();
  });

  it('renders the matrix with one column per engine, and no console error or request but the page', async () => {
    await expect(page.locator('table.matrix').isVisible()).resolves.toBe(true);
    expect(await page.locator('table.matrix thead th.engine').count()).toBe(ENGINES.length);
    const firstRow = page.locator('table.matrix tr.clause').first();
    expect(await firstRow.locator('td.cell').count()).toBe(ENGINES.length);
    expect(await page.locator('table.matrix tfoot td.total').count()).toBe(ENGINES.length);
    expect(await page.textContent('table.matrix thead th.engine[data-engine="2"]')).toContain(ENGINES[1]);
    expect(problems).toEqual([]);
    expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  });

  it('colours cells by state and links a failing cell to its first divergence', async () => {
    const failing = page.locator('tr.clause[data-clause="deflect.repeated-choice"] td.cell[data-engine="2"]');
    expect(await failing.getAttribute('class')).toContain('c-failing');
    const background = (selector: string) => page.evaluate<string>(`getComputedStyle(document.querySelector('${selector}')).backgroundColor`);
    const colours = [await background('td.c-failing'), await background('td.c-pass')];
    expect(colours[0]).not.toBe(colours[1]);
    const href = (await failing.locator('a.mark').getAttribute('href')) ?? '';
    expect(href).toMatch(/^#d2-/);
    await failing.locator('a.mark').click();
    expect(await page.locator(href).isVisible()).toBe(true);
    expect(await page.locator(`${href} .code`).textContent()).toMatch(/^verdict\//);
    expect(await page.locator('#legend li').count()).toBe(LEGEND.length + 1); // the cell states and "partly judged"
  });

  it('does not overflow the page sideways at 1400 px; a wide matrix scrolls in its own box', async () => {
    expect(await page.evaluate<number>(OVERFLOW)).toBeLessThanOrEqual(0);
    const wide = await open([...files, ...files, ...files, ...files], 'compare-wide');
    expect(await wide.locator('table.matrix thead th.engine').count()).toBe(4 * ENGINES.length);
    expect(await wide.evaluate<number>(OVERFLOW)).toBeLessThanOrEqual(0);
    const box = await wide.evaluate<{ scroll: number; client: number }>(BOX);
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(problems).toEqual([]);
  });

  it('saves a screenshot', async () => {
    await page.evaluate('window.scrollTo(0, 0)');
    const path = join(OUT, 'compare.png');
    await page.screenshot({ path, fullPage: false });
    expect(existsSync(path)).toBe(true);
  });
});
