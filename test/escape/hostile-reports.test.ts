import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf } from '../../harness/report/build.js';
import { cli, readReport, tempDir } from '../protocol/cli-helpers.js';
import {
  checkConsole,
  checkJunit,
  checkSummary,
  failingCount,
  FAILING,
  INJECTED,
  run,
  type Run,
} from './hostile-checks.js';
import { writeHostileFixtures } from './hostile-fixtures.js';
import { PAYLOAD, rawControls } from './payload.js';
import { countTags, renderMarkdownHtml } from './render-markdown.js';

const out = tempDir();
afterAll(out.remove);

const runs: Record<'adapter' | 'fixtures', Run> = {} as Record<'adapter' | 'fixtures', Run>;

beforeAll(async () => {
  runs.adapter = await run(
    join(out.dir, 'adapter'),
    '--adapter',
    './test/escape/adapters/hostile-strings.ts',
    '--id',
    'cost-a*',
  );
  runs.fixtures = await run(join(out.dir, 'fixtures'), '--fixtures', writeHostileFixtures(out.dir));
});

describe.each(['adapter', 'fixtures'] as const)('hostile strings from the %s', (source) => {
  it('the run ends as its report says, with failures to show', () => {
    const { code, report } = runs[source];
    expect(code).toBe(exitCodeOf(report.summary));
    expect(failingCount(report)).toBeGreaterThanOrEqual(3);
  });

  it('junit.xml parses strictly and counts exactly the failing cases of the run', () => {
    checkJunit(runs[source]);
  });

  it('summary.md renders with no injected element, and lists every failure and fixture error', () => {
    checkSummary(runs[source]);
  });

  it('the console shows no raw control or bidi character, and its last line is the real verdict', () => {
    checkConsole(runs[source]);
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
    const plain = await run(join(out.dir, 'plain'), '--id', 'cost-a*', '--reporter', 'json');
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
    for (const tag of INJECTED) expect(countTags(html, tag), tag).toBe(0);
    expect(countTags(html, 'details')).toBe(0);
    expect(html).not.toMatch(/href="(?:https:\/\/attacker|javascript:)/);
    const failing = report.results.filter((result) => FAILING.has(result.status));
    expect(html.match(/<a id="d1-/g)?.length).toBe(failing.length);
    expect(rawControls(html)).toEqual([]);
  });
});

describe('a 5 MB value that an adapter echoes where a schema message quotes it', () => {
  it('gives bounded reports that say how much was cut', async () => {
    const huge = await run(
      join(out.dir, 'huge'),
      '--adapter',
      './test/escape/adapters/echo-huge.ts',
      '--id',
      'cost-a*',
    );
    expect(huge.code).toBe(1);
    const messages = huge.report.results.flatMap((result) => result.diagnostics.map((d) => d.message));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toContain('4,999,800 more characters');
    for (const file of ['report.json', 'summary.md', 'report.html', 'junit.xml'])
      expect(statSync(join(huge.dir, file)).size, file).toBeLessThan(64 * 1024 * huge.report.results.length);
    expect(huge.stdout.length + huge.stderr.length).toBeLessThan(16 * 1024 * huge.report.results.length);
  });
});
