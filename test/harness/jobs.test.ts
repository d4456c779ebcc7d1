/** `--jobs` over an adapter that has not declared parallelSafe runs one fixture at a time, and says so once. */
import { describe, expect, it } from 'vitest';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { renderJobsIgnored } from '../../harness/messages/index.js';
import { CORPUS_DIR, ROOT, tempDir } from './helpers.js';

async function run(adapter: string, jobs: string): Promise<string> {
  const io = bufferedIo();
  const out = tempDir();
  try {
    await main(['run', '--fixtures', CORPUS_DIR, '--adapter', adapter, '--jobs', jobs, '--out', out.dir], io, ROOT);
  } finally {
    out.remove();
  }
  return io.stderr();
}

describe('--jobs', () => {
  it('says it is ignored when the adapter does not declare parallelSafe', async () => {
    const stderr = await run('./test/harness/adapters/wrong-total.ts', '4');
    const note = renderJobsIgnored(4, 'wrong-total');
    expect(stderr).toContain(note);
    expect(stderr.split(note)).toHaveLength(2);
  });

  it('says nothing when the adapter is parallelSafe, or with --jobs 1', async () => {
    const replay = await run('./test/harness/adapters/replay.ts', '4');
    expect(replay).not.toContain(renderJobsIgnored(4, 'replay'));
    expect(replay).not.toContain('parallelSafe');
    const single = await run('./test/harness/adapters/wrong-total.ts', '1');
    expect(single).not.toContain(renderJobsIgnored(1, 'wrong-total'));
    expect(single).not.toContain('parallelSafe');
  });
});
