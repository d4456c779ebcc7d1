/** The CLI as a child process (slow: Node starts and tsx loads every source): its exit code and its JSON output. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { CORPUS_DIR, ROOT, tempDir } from './helpers.js';

const out = tempDir();
afterAll(out.remove);

const WRONG = './test/harness/adapters/wrong-total.ts';
const CORPUS = ['--fixtures', CORPUS_DIR];

describe('the CLI as a child process', () => {
  it('runs through tsx and exits with the run status', async () => {
    const run = promisify(execFile);
    const args = [
      '--import',
      'tsx',
      'harness/cli/bin.ts',
      'run',
      ...CORPUS,
      '--adapter',
      WRONG,
      '--out',
      out.dir,
      '--json',
    ];
    const failure = await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string },
    );
    expect(failure?.code).toBe(1);
    expect((JSON.parse(failure?.stdout ?? '{}') as Report).summary.ok).toBe(false);
  });
});
