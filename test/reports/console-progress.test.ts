import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, tempDir } from '../harness/helpers.js';
import { cli } from '../protocol/cli-helpers.js';

const out = tempDir();
afterAll(out.remove);

describe('console progress off a terminal', () => {
  it('gives a line only to fixtures that need a look, and says once that --jobs is ignored', async () => {
    const quiet = await cli('run', '--fixtures', CORPUS_DIR, '--adapter', './test/harness/adapters/replay.ts', '--out', out.dir);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toMatch(/^ {2}pass /m);
    const skipped = await cli('run', '--fixtures', CORPUS_DIR, '--adapter', './test/reports/adapters/skip-all.ts', '--jobs', '4', '--out', out.dir);
    expect(skipped.stderr).not.toMatch(/^ {2}not-applicable /m);
    expect(skipped.stderr.match(/--jobs 4 ignored: skip-all does not say it is parallelSafe/g)).toHaveLength(1);
    const failing = await cli('run', '--adapter', './test/reports/adapters/no-rollback.ts', '--id', 'pay-spend-limited-to-pool', '--out', out.dir);
    expect(failing.stderr).toMatch(/^ {2}fail +pay-spend-limited-to-pool/m);
  });
});
