import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { replayArgv } from '../../harness/cli/commands/fuzz.js';
import { ROOT, tempDir } from '../harness/helpers.js';
import { fuzzCli } from './helpers.js';

const out = tempDir();
afterAll(out.remove);

const MUTANT = 'mutant:pay-universal-power-pays-energy';
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

function rerunOf(stdout: string): string[] {
  const line = stdout.split('\n').find((text) => text.startsWith('rerun: ')) ?? '';
  return line.slice('rerun: riftbound-conformance '.length).split(' ');
}

function written(dir: string): Fixture[] {
  return readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Fixture);
}

describe('riftbound-conformance fuzz', () => {
  it('exits 1 on a divergence, writes the shrunk fixture and prints a rerun with --seed and --path', async () => {
    const dir = join(out.dir, 'first');
    const { code, stdout, stderr } = await fuzzCli(
      ROOT,
      'fuzz',
      '--adapter',
      MUTANT,
      '--runs',
      '200',
      '--seed',
      '11',
      '--out',
      dir,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('fuzz: 1/200 scenarios (seed 11)');
    expect(stdout).toContain('verdict/outcome');
    expect(stdout).toMatch(
      /fixture for review: .*pay-fuzz-s11-[0-9a-f]{8}\.json \(valid against the schema and the lint\)/,
    );
    const rerun = rerunOf(stdout);
    expect(rerun).toEqual(expect.arrayContaining(['--seed', '11', '--path']));
    const replayDir = join(out.dir, 'replay');
    const replayed = await fuzzCli(ROOT, ...rerun.map((arg) => (arg === dir ? replayDir : arg)));
    expect(replayed.code).toBe(1);
    expect(written(replayDir)).toEqual(written(dir));
  });

  it('exits 0 when the adapter agrees with the reference engine, and prints the seed', async () => {
    const { code, stdout } = await fuzzCli(ROOT, 'fuzz', '--runs', '30', '--seed', '4', '--out', out.dir);
    expect(code).toBe(0);
    expect(stdout).toContain('30 scenarios, no divergence');
    expect(rerunOf(stdout)).toEqual(['fuzz', '--runs', '30', '--out', out.dir, '--seed', '4']);
  });

  it('--json prints the divergence, the fixture and the rerun command', async () => {
    const dir = join(out.dir, 'json');
    const { code, stdout } = await fuzzCli(
      ROOT,
      'fuzz',
      '--adapter',
      MUTANT,
      '--runs',
      '200',
      '--seed',
      '11',
      '--out',
      dir,
      '--json',
    );
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      seed: 11,
      divergence: { step: 0, aspect: 'outcome', reference: 'rejected', adapter: 'accepted' },
      path: expect.stringMatching(/^\d+(:\d+)*$/) as unknown,
      fixture: { id: expect.stringMatching(/^pay-fuzz-s11-/) as unknown, findings: [] },
      rerun: expect.stringContaining('--seed 11 --path ') as unknown,
    });
  });

  it('reaches an engine in another process through --adapter-command', async () => {
    const dir = join(out.dir, 'process');
    const command = `${TSX} harness/cli/bin.ts serve --adapter ${MUTANT}`;
    const { code, stdout } = await fuzzCli(
      ROOT,
      'fuzz',
      '--adapter-command',
      command,
      '--runs',
      '100',
      '--seed',
      '11',
      '--out',
      dir,
    );
    expect(code).toBe(1);
    expect(written(dir)).toHaveLength(1);
    expect(stdout).toContain('--adapter-command');
  });

  it.each([
    ['--runs 0', ['--runs', '0']],
    ['--seed that is not a number', ['--seed', 'abc']],
    ['--path that is not a replay path', ['--seed', '1', '--path', 'x:1']],
    ['--adapter with --adapter-command', ['--adapter', MUTANT, '--adapter-command', 'true']],
    ['an unknown adapter', ['--adapter', 'no-such-engine']],
  ])('exits 2 for %s', async (_name, args) => {
    const { code } = await fuzzCli(ROOT, 'fuzz', '--out', out.dir, ...args);
    expect(code).toBe(2);
  });

  it('builds the rerun from the arguments, replacing --seed and --path in either form', () => {
    expect(replayArgv(['fuzz', '--seed=3', '--runs', '5', '--path', '1:2'], 9, '4:0')).toEqual([
      'fuzz',
      '--runs',
      '5',
      '--seed',
      '9',
      '--path',
      '4:0',
    ]);
  });
});
