import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, onErrorStopParsing } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { exitCodeOf, verdictLine } from '../../harness/report/build.js';
import { cli, readReport, tempDir } from '../protocol/cli-helpers.js';
import { writeHostileFixtures } from './hostile-fixtures.js';
import { PAYLOAD, rawControls } from './payload.js';
import { countTags, renderMarkdownHtml } from './render-markdown.js';

const out = tempDir();
afterAll(out.remove);

type Run = Awaited<ReturnType<typeof cli>> & { readonly dir: string; readonly report: Report };

async function run(name: string, ...args: string[]): Promise<Run> {
  const dir = join(out.dir, name);
  const result = await cli('run', ...args, '--out', dir);
  return { ...result, dir, report: readReport(dir) };
}

const FAILING = new Set(['fail', 'error', 'crash', 'timeout', 'unexpected-pass']);

/** The test cases a JUnit view must show failing: each failing fixture, each invalid file, each other problem. */
function failingCount(report: Report): number {
  const failing = report.results.filter((result) => FAILING.has(result.status)).length;
  const other = (report.summary.problems ?? []).filter((p) => p.kind === 'nothing-judged' || p.kind === 'min-pass');
  return failing + (report.fixtureErrors?.length ?? 0) + (report.staleBaselineEntries?.length ?? 0) + other.length;
}

/** Every element the Markdown of a hostile run must not hold, whatever the payload says. */
const INJECTED = ['h1', 'img', 'svg', 'script', 'evil', 'iframe', 'table'];

const runs: Record<'adapter' | 'fixtures', Run> = {} as Record<'adapter' | 'fixtures', Run>;

beforeAll(async () => {
  runs.adapter = await run('adapter', '--adapter', './test/escape/adapters/hostile-strings.ts', '--id', 'cost-a*');
  runs.fixtures = await run('fixtures', '--fixtures', writeHostileFixtures(out.dir));
});

describe.each(['adapter', 'fixtures'] as const)('hostile strings from the %s', (source) => {
  it('the run ends as its report says, with failures to show', () => {
    const { code, report } = runs[source];
    expect(code).toBe(exitCodeOf(report.summary));
    expect(failingCount(report)).toBeGreaterThanOrEqual(3);
  });

  it('junit.xml parses strictly and counts exactly the failing cases of the run', () => {
    const { dir, report } = runs[source];
    const xml = readFileSync(join(dir, 'junit.xml'), 'utf8');
    const document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
    const count = (tag: string) => document.getElementsByTagName(tag).length;
    expect(count('failure') + count('error')).toBe(failingCount(report));
    expect(count('testcase')).toBe(
      report.results.length + failingCount(report) - report.results.filter((r) => FAILING.has(r.status)).length,
    );
    expect(count('evil')).toBe(0);
    expect(xml).not.toContain('<![CDATA[');
    expect(rawControls(xml)).toEqual([]);
  });

  it('summary.md renders with no injected element, and lists every failure and fixture error', () => {
    const { dir, report } = runs[source];
    const html = renderMarkdownHtml(readFileSync(join(dir, 'summary.md'), 'utf8'));
    // Two tables are the summary's own: counts by status and by chapter.
    for (const tag of INJECTED) expect(countTags(html, tag), tag).toBe(tag === 'table' ? 2 : 0);
    expect(countTags(html, 'h2')).toBe(1);
    const failing = report.results.filter((result) => FAILING.has(result.status));
    const diffs = failing.filter((result) => result.diagnostics[0]?.diff !== undefined).length;
    expect(countTags(html, 'h4')).toBe(failing.length);
    expect(countTags(html, 'details')).toBe(diffs);
    expect(countTags(html, 'pre')).toBe(diffs);
    expect(html).not.toMatch(/href="(?:https:\/\/attacker|javascript:)/);
    for (const result of failing) expect(html).toContain(`<h4><code>${result.id}</code>: ${result.status}`);
    const fixtureErrors = html.split('<h3>Fixture errors')[1]?.split('<h3>')[0] ?? '';
    expect(countTags(fixtureErrors, 'li')).toBe(report.fixtureErrors?.length ?? 0);
    expect(rawControls(html)).toEqual([]);
  });

  it('the console shows no raw control or bidi character, and its last line is the real verdict', () => {
    const { stdout, stderr, report } = runs[source];
    expect(rawControls(stdout + stderr)).toEqual([]);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(verdictLine(report.summary));
    expect(lines.slice(0, -1).filter((line) => line.startsWith('run '))).toEqual([]);
    expect(`${stdout}${stderr}`).toContain('\\u001b[2J');
  });
});

describe('compare.md of a report whose files and pointers are hostile', () => {
  it('renders with no injected element and lists every divergence', async () => {
    const report = readReport(runs.adapter.dir);
    const hostile = `x\r\r<img src="https://attacker.example/compare.png">\r\r<h1>✅ all engines pass</h1>\r\r${PAYLOAD}`;
    for (const result of report.results) {
      result.file = hostile;
      for (const diagnostic of result.diagnostics) diagnostic.pointer = hostile;
    }
    const tampered = join(out.dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(report));
    const plain = await run('plain', '--id', 'cost-a*', '--reporter', 'json');
    const compared = await cli(
      'report',
      'compare',
      tampered,
      join(plain.dir, 'report.json'),
      '--out',
      join(out.dir, 'cmp'),
    );
    expect(compared.code).toBe(0);
    const html = renderMarkdownHtml(readFileSync(join(out.dir, 'cmp', 'compare.md'), 'utf8'));
    for (const tag of INJECTED.filter((tag) => tag !== 'table')) expect(countTags(html, tag), tag).toBe(0);
    expect(countTags(html, 'details')).toBe(0);
    expect(html).not.toMatch(/href="(?:https:\/\/attacker|javascript:)/);
    const failing = report.results.filter((result) => FAILING.has(result.status));
    expect(html.match(/<a id="d1-/g)?.length).toBe(failing.length);
    expect(rawControls(html)).toEqual([]);
  });
});

describe('a 5 MB value that an adapter echoes where a schema message quotes it', () => {
  it('gives bounded reports that say how much was cut', async () => {
    const huge = await run('huge', '--adapter', './test/escape/adapters/echo-huge.ts', '--id', 'cost-a*');
    expect(huge.code).toBe(1);
    const messages = huge.report.results.flatMap((result) => result.diagnostics.map((d) => d.message));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toContain('4,999,800 more characters');
    for (const file of ['report.json', 'summary.md', 'report.html', 'junit.xml'])
      expect(statSync(join(huge.dir, file)).size, file).toBeLessThan(64 * 1024 * huge.report.results.length);
    expect(huge.stdout.length + huge.stderr.length).toBeLessThan(16 * 1024 * huge.report.results.length);
  });
});
