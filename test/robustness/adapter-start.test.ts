/**
 * The rows of harness/ROBUSTNESS.md on an adapter process that cannot start (slow: each starts a process): the run
 * stops before any fixture with exit 2.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, tempDir } from '../protocol/cli-helpers.js';

const work = tempDir();
afterAll(work.remove);

describe('an adapter process that cannot start stops the run before any fixture (exit 2)', () => {
  it.each([
    ['it exits at once', 'false'],
    ['it cannot be found', 'no-such-adapter-command'],
    ['it speaks another protocol version', `"${process.execPath}" test/fault-adapters/wrong-version.mjs`],
  ])('%s', async (_name, command) => {
    const { code } = await cli('run', '--adapter-command', command, '--out', join(work.dir, 'start'));
    expect(code).toBe(2);
  });
});
