import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../harness/helpers.js';

const RATIOS = [
  'harnessOverheadRatio',
  'stdioToInProcessThroughput',
  'persistentToSpawnSpeedup',
  'scaling10x',
  'variantsScaling10x',
  'autoPayerSpeedup',
] as const;

/** The counts of a run with variants (bench/variants-scaling.ts). */
interface Counts {
  fixtures: number;
  variants: number;
  runs: number;
  passed: number;
}

describe('npm run bench -- --quick --json', () => {
  it('prints the six ratios, their targets and the details as one JSON object (shape only: no timing is asserted)', async () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, ['--expose-gc', 'bench/main.ts', '--quick', '--json'], {
      cwd: ROOT,
      timeout: 120_000,
    });
    const result = JSON.parse(stdout) as Record<string, unknown>;
    for (const name of RATIOS) {
      expect(typeof result[name]).toBe('number');
      expect(result.targets).toHaveProperty([name, 'met'], expect.any(Boolean) as unknown);
    }
    const { small, large } = (result.details as { variantsScaling: Record<'small' | 'large', Counts> }).variantsScaling;
    expect(small.variants).toBeGreaterThan(0);
    expect(large).toEqual({
      fixtures: 10 * small.fixtures,
      variants: 10 * small.variants,
      runs: 10 * small.runs,
      passed: 10 * small.runs,
    });
    expect(small.passed).toBe(small.runs);
    expect(result).toMatchObject({
      mode: 'quick',
      details: {
        harnessOverhead: { fixtures: expect.any(Number) as unknown },
        // Ten copies of the fixtures give ten times the fixtures, the variants and the runs.
        variantsScaling: {
          small: { fixtures: 3, variants: expect.any(Number) as unknown },
          large: { fixtures: 30 },
        },
        autoPayer: { growth: expect.any(Array) as unknown, fittedExponent: expect.any(Number) as unknown },
      },
    });
  });
});
