/**
 * Where fuzz tells you to put the fixture it wrote: the corpus's fixtures/ in this checkout; in an engine's repo,
 * where the package sits in node_modules, a fixtures folder of your own run with --fixtures.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../harness/helpers.js';
import { fuzzCli } from './helpers.js';

const out = tempDir();
afterAll(out.remove);

const ARGS = ['fuzz', '--adapter', 'mutant:pay-universal-power-pays-energy', '--runs', '200', '--seed', '11'];

describe('the advice fuzz gives with the fixture it wrote', () => {
  it('outside the package checkout: a folder of your own, run with --fixtures', async () => {
    const { code, stdout } = await fuzzCli(out.dir, ...ARGS, '--out', join(out.dir, 'engine'));
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /keep it in a fixtures folder of your own \(conformance\/pay\/pay-fuzz-s11-[0-9a-f]{8}\.json\)/,
    );
    expect(stdout).toContain('--fixtures conformance');
    expect(stdout).not.toContain('move it to fixtures/');
  });

  it('in the package checkout: the corpus folder', async () => {
    const { code, stdout } = await fuzzCli(ROOT, ...ARGS, '--out', join(out.dir, 'checkout'));
    expect(code).toBe(1);
    expect(stdout).toMatch(/move it to fixtures\/pay\/pay-fuzz-s11-[0-9a-f]{8}\.json to add it to the corpus/);
  });
});
