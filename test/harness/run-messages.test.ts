/** Messages of `run` that name what to do: an unknown chapter, and an invalid corpus counted by file. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, readReport } from '../protocol/cli-helpers.js';
import { CORPUS_DIR, tempDir } from './helpers.js';

const work = tempDir();
afterAll(work.remove);

const REPLAY = './test/harness/adapters/replay.ts';

describe('run', () => {
  it('--chapter naming no chapter is a usage error that lists the chapters', async () => {
    const { code, stderr } = await cli('run', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--chapter', 'nope');
    expect(code).toBe(2);
    expect(stderr).toContain('"nope" is not a chapter of these fixtures');
    expect(stderr).toContain('Use one of: cost, pay.');
  });

  it('refuses an option that takes one value when it is given twice, and lets a collecting option repeat', async () => {
    const twice = await cli('run', '--fixtures', CORPUS_DIR, '--fixtures=fixtures/pay', '--adapter', REPLAY);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('--fixtures takes one value and was given 2 times');
    const out = join(work.dir, 'repeat-ok');
    const collected = await cli(
      'run',
      '--fixtures',
      CORPUS_DIR,
      '--adapter',
      REPLAY,
      '--chapter',
      'cost',
      '--chapter',
      'pay',
      '--out',
      out,
    );
    expect(collected.stderr).not.toContain('was given');
    expect(readReport(out).results.length).toBeGreaterThan(0);
  });

  it('counts invalid fixture files apart from their findings, and its headline does not read as a clean run', async () => {
    const corpus = join(work.dir, 'invalid');
    cpSync(CORPUS_DIR, corpus, { recursive: true });
    // Two invalid files, five findings: a syntax error, and a file with four schema findings.
    writeFileSync(join(corpus, 'pay', 'pay-broken.json'), '{ "id": ');
    writeFileSync(join(corpus, 'cost', 'cost-odd.json'), '{ "id": "cost-odd", "a": 1, "b": 2, "c": 3 }');
    const out = join(work.dir, 'out');
    const { code, stderr, stdout } = await cli('run', '--fixtures', corpus, '--adapter', REPLAY, '--out', out);
    expect(code).toBe(2);
    const findings = readReport(out).fixtureErrors?.length ?? 0;
    expect(findings).toBeGreaterThan(2);
    expect(stderr).toContain(`2 invalid fixture files (${findings} findings): these files are not run.`);
    expect(readReport(out).summary.problems?.find((problem) => problem.kind === 'fixture-errors')?.count).toBe(2);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(
      `run failed: 2 invalid fixture files (${findings} findings), not run (run \`riftbound-conformance validate\`)`,
    );
    const headline = readFileSync(join(out, 'summary.md'), 'utf8').split('\n')[0];
    expect(headline).toBe('## ❌ Riftbound conformance: 2/2 passed, 2 invalid fixture files not run · run failed');
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('2/2 passed, 2 invalid fixture files not run');
  });
});
