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
  'autoPayerSpeedup',
] as const;

describe('npm run bench -- --quick --json', () => {
  it('prints the five ratios, their targets and the details as one JSON object (shape only: no timing is asserted)', async () => {
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
    expect(result).toMatchObject({
      mode: 'quick',
      details: {
        harnessOverhead: { fixtures: expect.any(Number) as unknown },
        autoPayer: { growth: expect.any(Array) as unknown, fittedExponent: expect.any(Number) as unknown },
      },
    });
  });
});
