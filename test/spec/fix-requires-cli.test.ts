import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../protocol/cli-helpers.js';
import { TEXT, withLines, withRequires } from './fix-requires-fixture.js';

const temp = tempDir();
afterAll(() => {
  temp.remove();
});

// Child processes running the script under tsx: in the slow project (vitest.config.ts).
describe('npx tsx scripts/fix-requires.ts', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fix-requires.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  const dir = join(temp.dir, 'pay');
  mkdirSync(dir, { recursive: true });
  const target = join(dir, 'pay-energy-cannot-pay-power.json');
  const other = join(dir, 'pay-spend-limited-to-pool.json');
  copyFileSync(join(ROOT, 'fixtures/pay/pay-spend-limited-to-pool.json'), other);

  it('with --check exits 1 and changes nothing; without, rewrites and counts; then --check exits 0', () => {
    writeFileSync(target, withRequires('"requires": ["report.events"],'));
    const checked = run('--check', temp.dir);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toContain('1 of 2 fixture files would change');
    expect(readFileSync(target, 'utf8')).toContain('"requires": ["report.events"]');
    const fixed = run(temp.dir);
    expect(fixed.status).toBe(0);
    expect(fixed.stdout).toContain('1 of 2 fixture files changed');
    expect(readFileSync(target, 'utf8')).toBe(TEXT);
    expect(run('--check', temp.dir).status).toBe(0);
  });

  it('exits 2 and leaves a file whose conflict is not only in requires untouched, naming it', () => {
    const conflicted = withLines(
      '"id": "pay-energy-cannot-pay-power",',
      '<<<<<<< HEAD\n  "id": "a",\n=======\n  "id": "b",\n>>>>>>> x\n',
    );
    writeFileSync(target, conflicted);
    const result = run(temp.dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/pay-energy-cannot-pay-power\.json: the conflict .* by hand/);
    expect(readFileSync(target, 'utf8')).toBe(conflicted);
  });
});
