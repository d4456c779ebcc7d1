import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { CORPUS_DIR, tempDir } from '../harness/helpers.js';
import { cli } from '../protocol/cli-helpers.js';

const work = tempDir();
afterAll(work.remove);

const REPLAY = './test/harness/adapters/replay.ts';

/** What each report says about the run, read the way a CI job or a person reads it. */
function readVerdicts(out: string, stdout: string) {
  const read = (name: string) => readFileSync(join(out, name), 'utf8');
  const report = JSON.parse(read('report.json')) as Report;
  const junit = new DOMParser().parseFromString(read('junit.xml'), 'text/xml');
  const count = (tag: string) => junit.getElementsByTagName(tag).length;
  const badge = JSON.parse(read('badge.json')) as { color: string; message: string };
  const lines = stdout.trimEnd().split('\n');
  return {
    report,
    jsonOk: report.summary.ok,
    junitFailing: count('failure') + count('error'),
    junitNames: Array.from(junit.getElementsByTagName('testcase')).map((t) => t.getAttribute('name') ?? ''),
    markdownHeadline: read('summary.md').split('\n')[0] ?? '',
    htmlPill: /<span class="verdict (ok|ko)">/.exec(read('report.html'))?.[1],
    badge,
    consoleLast: lines.at(-1) ?? '',
  };
}

/** Runs the CLI into a fresh folder and checks that every report tells the story of the exit code. */
async function agree(name: string, ...argv: string[]) {
  const out = join(work.dir, name);
  const run = await cli('run', ...argv, '--out', out);
  const v = readVerdicts(out, run.stdout);
  const green = run.code === 0;
  expect(v.jsonOk).toBe(green);
  expect(v.junitFailing > 0).toBe(!green);
  expect(v.markdownHeadline.startsWith('## ✅')).toBe(green);
  expect(v.markdownHeadline.startsWith('## ❌')).toBe(!green);
  expect(v.htmlPill).toBe(green ? 'ok' : 'ko');
  expect(v.badge.color === 'red').toBe(!green);
  expect(v.consoleLast.startsWith(green ? 'run passed' : 'run failed')).toBe(true);
  return { code: run.code, ...v };
}

describe('every report tells the story of the exit code', () => {
  it('a passing run: exit 0, green everywhere', async () => {
    const v = await agree('pass', '--fixtures', CORPUS_DIR, '--adapter', REPLAY);
    expect(v.code).toBe(0);
    expect(v.badge.color).toBe('brightgreen');
  });

  it('an invalid fixture: exit 2, and every report names the invalid file', async () => {
    const corpus = join(work.dir, 'invalid-corpus');
    cpSync(CORPUS_DIR, corpus, { recursive: true });
    writeFileSync(join(corpus, 'pay', 'pay-broken.json'), '{ "id": ');
    const v = await agree('invalid', '--fixtures', corpus, '--adapter', REPLAY);
    expect(v.code).toBe(2);
    expect(v.report.summary.problems?.map((p) => p.kind)).toEqual(['fixture-errors']);
    expect(v.report.fixtureErrors?.[0]?.code).toBe('fixture/parse-error');
    expect(v.report.fixtureErrors?.[0]?.file).toContain('pay/pay-broken.json');
    expect(v.junitNames).toContainEqual(expect.stringMatching(/^fixture error: .*pay\/pay-broken\.json/));
    expect(v.badge.message).toBe('2/2 passed, invalid fixtures');
    expect(v.consoleLast).toContain('1 invalid fixture file (1 finding)');
  });

  it('every fixture not applicable: exit 1, the reports say nothing was judged', async () => {
    const v = await agree('nothing', '--fixtures', CORPUS_DIR, '--adapter', './test/reports/adapters/skip-all.ts');
    expect(v.code).toBe(1);
    expect(v.report.summary.problems?.map((p) => p.kind)).toEqual(['nothing-judged']);
    expect(v.consoleLast).toContain('nothing was judged: all 2 fixtures were not applicable');
    expect(v.junitNames).toContain('run: nothing-judged');
    expect(v.markdownHeadline).toBe('## ❌ Riftbound conformance: 0/2 passed · run failed');
  });

  it('a stale baseline entry: exit 1, a failing JUnit test case and the console last line', async () => {
    const baseline = join(work.dir, 'baseline.json');
    writeFileSync(baseline, JSON.stringify({ baselineVersion: 1, entries: { 'pay-gone': { status: 'fail', reason: 'removed' } } }));
    const v = await agree('stale', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--baseline', baseline);
    expect(v.code).toBe(1);
    expect(v.junitNames).toContain('baseline: stale entry pay-gone');
    expect(v.consoleLast).toContain('1 stale baseline entry');
  });

  it('fewer passes than --min-pass: exit 1, and every report says why', async () => {
    const v = await agree('min-pass', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--id', 'cost-*', '--min-pass', '2');
    expect(v.code).toBe(1);
    expect(v.consoleLast).toContain('1 fixture passed where --min-pass 2 asks for 2 of 1');
    expect(v.junitNames).toContain('run: min-pass');
    const share = await agree('min-pass-share', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--min-pass', '100%');
    expect(share.code).toBe(0);
    expect(share.report.summary.minPass).toEqual({ asked: '100%', required: 2 });
  });

  it('refuses a --min-pass that is neither a count nor a share (exit 2)', async () => {
    for (const bad of ['x', '1.5', '101%', '-1']) expect((await cli('run', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--min-pass', bad)).code).toBe(2);
  });
});
