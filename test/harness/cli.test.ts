import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { BASE_ID, CORPUS_DIR, REJECTED_ID, ROOT, tempDir, writeFiles } from './helpers.js';

const out = tempDir();
afterAll(out.remove);

const REPLAY = './test/harness/adapters/replay.ts';
const WRONG = './test/harness/adapters/wrong-total.ts';
const CORPUS = ['--fixtures', CORPUS_DIR];

async function cli(...argv: string[]) {
  const io = bufferedIo();
  const code = await main(argv, io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('the CLI in process', () => {
  it('run exits 0 when everything passes and writes a valid report', async () => {
    const { code } = await cli('run', ...CORPUS, '--adapter', REPLAY, '--out', out.dir);
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(out.dir, 'report.json'), 'utf8')) as Report;
    expect(validateDocument('report', report)).toEqual([]);
    expect(report).toMatchObject({
      protocolVersion: 1,
      rulesVersion: 'Core Rules v1.4',
      summary: { total: 2, ok: true },
    });
    expect(report.interpretingVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(report.command).toContain(`--adapter ${REPLAY}`);
    expect(report.results.map((r) => [r.id, r.status, r.chapter])).toEqual([
      [BASE_ID, 'pass', 'cost'],
      [REJECTED_ID, 'pass', 'pay'],
    ]);
  });

  it('run exits 1 on a failure, and --json prints the report with the divergence', async () => {
    const { code, stdout } = await cli('run', ...CORPUS, '--adapter', WRONG, '--out', out.dir, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Report;
    expect(report.summary).toMatchObject({ ok: false, counts: { pass: 1, fail: 1 } });
    expect(report.results[0]?.diagnostics[0]).toMatchObject({
      code: 'verdict/total-cost',
      pointer: '/then/steps/0/totalCost/energy',
    });
  });

  it('run filters fixtures by rule prefix, chapter, ID glob and capability', async () => {
    const ids = async (...filters: string[]) => {
      const { stdout } = await cli('run', ...CORPUS, '--adapter', REPLAY, '--out', out.dir, '--json', ...filters);
      return (JSON.parse(stdout) as Report).results.map((r) => r.id);
    };
    expect(await ids('--rule', 'pay.roll')).toEqual([REJECTED_ID]);
    expect(await ids('--chapter', 'cost')).toEqual([BASE_ID]);
    expect(await ids('--id', 'pay-*')).toEqual([REJECTED_ID]);
    expect(await ids('--requires', 'report.total-cost')).toEqual([BASE_ID]);
  });

  it.each([
    ['an unknown option', ['run', '--bogus']],
    ['an unknown command', ['frobnicate']],
    ['no command', []],
    ['an unknown adapter', ['run', ...CORPUS, '--adapter', 'nope']],
    ['a module without a default export', ['run', ...CORPUS, '--adapter', './test/harness/adapters/no-default.ts']],
    ['a bad timeout', ['run', ...CORPUS, '--adapter', REPLAY, '--timeout', 'soon']],
    ['an unknown capability', ['run', ...CORPUS, '--adapter', REPLAY, '--requires', 'telepathy']],
    ['no fixture matching', ['run', ...CORPUS, '--adapter', REPLAY, '--id', 'nothing-*']],
    ['an unknown fixture to explain', ['explain', 'cost-nothing', ...CORPUS, '--adapter', REPLAY]],
  ])('exits 2 for %s', async (_name, argv) => {
    const { code, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stderr).not.toBe('');
  });

  it('exits 0 for --help on every command and for --version', async () => {
    for (const argv of [
      ['--help'],
      ['run', '--help'],
      ['validate', '--help'],
      ['list', '--help'],
      ['explain', '--help'],
      ['--version'],
    ]) {
      expect((await cli(...argv)).code).toBe(0);
    }
  });

  it('validate exits 0 on a valid corpus and 2 with every finding in --json', async () => {
    expect((await cli('validate', ...CORPUS)).code).toBe(0);
    const dir = tempDir();
    writeFiles(dir.dir, { 'cost/cost-broken.json': '{', 'pay/pay-other.json': { id: 'pay-other' } });
    const { code, stdout } = await cli('validate', '--fixtures', dir.dir, '--json');
    dir.remove();
    expect(code).toBe(2);
    const output = JSON.parse(stdout) as { ok: boolean; findings: { code: string; file: string }[] };
    expect(output.ok).toBe(false);
    expect(new Set(output.findings.map((f) => f.code))).toEqual(new Set(['fixture/parse-error', 'fixture/schema']));
  });

  it('list --json gives fixtures with their rules and requirements', async () => {
    const { code, stdout } = await cli('list', ...CORPUS, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({ id: BASE_ID, chapter: 'cost', requires: ['report.total-cost'] }),
      expect.objectContaining({ id: REJECTED_ID, rules: ['cost.mandatory', 'pay.rollback'] }),
    ]);
  });

  it('explain shows the observation and the first divergence', async () => {
    const failing = await cli('explain', BASE_ID, ...CORPUS, '--adapter', WRONG);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('/then/steps/0/totalCost/energy');
    const passing = await cli('explain', BASE_ID, ...CORPUS, '--adapter', REPLAY, '--json');
    expect(passing.code).toBe(0);
    expect(JSON.parse(passing.stdout)).toMatchObject({ id: BASE_ID, status: 'pass', diagnostics: [] });
  });
});
