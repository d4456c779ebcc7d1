/** What every report set of a hostile run must hold, whatever the payload says; shared by the hostile tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, onErrorStopParsing } from '@xmldom/xmldom';
import { expect } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { verdictLine } from '../../harness/report/build.js';
import { cli, readReport } from '../protocol/cli-helpers.js';
import { rawControls } from './payload.js';
import { countTags, renderMarkdownHtml } from './render-markdown.js';

/** A run of the CLI in process, with its output folder and report. */
export type Run = Awaited<ReturnType<typeof cli>> & { readonly dir: string; readonly report: Report };

/** Runs `run` with the arguments, writing into `dir`. */
export async function run(dir: string, ...args: string[]): Promise<Run> {
  const result = await cli('run', ...args, '--out', dir);
  return { ...result, dir, report: readReport(dir) };
}

/** The statuses that fail a run. */
export const FAILING: ReadonlySet<string> = new Set(['fail', 'error', 'crash', 'timeout', 'unexpected-pass']);

/** The test cases a JUnit view must show failing: each failing fixture, each invalid file, each other problem. */
export function failingCount(report: Report): number {
  const failing = report.results.filter((result) => FAILING.has(result.status)).length;
  const other = (report.summary.problems ?? []).filter((p) => p.kind === 'nothing-judged' || p.kind === 'min-pass');
  return failing + (report.fixtureErrors?.length ?? 0) + (report.staleBaselineEntries?.length ?? 0) + other.length;
}

/** Elements no hostile string may add to rendered Markdown. */
export const INJECTED = ['h1', 'img', 'svg', 'script', 'evil', 'iframe'];

/** junit.xml parses strictly and counts exactly the failing cases of the run. */
export function checkJunit({ dir, report }: Run): void {
  const xml = readFileSync(join(dir, 'junit.xml'), 'utf8');
  const document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
  const count = (tag: string) => document.getElementsByTagName(tag).length;
  expect(count('failure') + count('error')).toBe(failingCount(report));
  const fixtureCases = report.results.filter((result) => FAILING.has(result.status)).length;
  expect(count('testcase')).toBe(report.results.length + failingCount(report) - fixtureCases);
  expect(count('evil')).toBe(0);
  expect(xml).not.toContain('<![CDATA[');
  expect(rawControls(xml)).toEqual([]);
}

/** summary.md renders with no injected element, and lists every failure and fixture error. */
export function checkSummary({ dir, report }: Run): void {
  const html = renderMarkdownHtml(readFileSync(join(dir, 'summary.md'), 'utf8'));
  for (const tag of INJECTED) expect(countTags(html, tag), tag).toBe(0);
  expect(countTags(html, 'table'), 'the two tables of the summary').toBe(2);
  expect(countTags(html, 'h2')).toBe(1);
  const failing = report.results.filter((result) => FAILING.has(result.status));
  // The diff shown is the first divergence's: a baseline note comes before it and has none.
  const divergence = (result: Report['results'][number]) =>
    result.diagnostics.find((d) => !d.code.startsWith('baseline/'));
  const diffs = failing.filter((result) => divergence(result)?.diff !== undefined).length;
  expect(countTags(html, 'h4')).toBe(failing.length);
  const stderrs = failing.filter((result) => result.stderr !== undefined).length;
  expect(countTags(html, 'details')).toBe(diffs + stderrs);
  expect(countTags(html, 'pre')).toBe(diffs);
  expect(html).not.toMatch(/href="(?:https:\/\/attacker|javascript:)/);
  for (const result of failing) expect(html).toContain(`<h4><code>${result.id}</code>: ${result.status}`);
  const fixtureErrors = html.split('<h3>Invalid fixture files')[1]?.split('<h3>')[0] ?? '';
  expect(countTags(fixtureErrors, 'li')).toBe(report.fixtureErrors?.length ?? 0);
  expect(rawControls(html)).toEqual([]);
}

/** The console holds no raw control or bidi character, and its last line is the real verdict. */
export function checkConsole({ stdout, stderr, report }: Run): void {
  expect(rawControls(stdout + stderr)).toEqual([]);
  const lines = stdout.trimEnd().split('\n');
  expect(lines.at(-1)).toBe(verdictLine(report.summary));
  expect(lines.slice(0, -1).filter((line) => line.startsWith('run '))).toEqual([]);
  expect(`${stdout}${stderr}`).toContain('\\u001b[2J');
}
