/**
 * Whatever an in-process adapter returns, the harness's work on it stays bounded: a reply over --max-reply-bytes or a
 * step over --max-events is an error for that fixture naming the limit and how to raise it, and the time limit covers
 * the harness's own checking and judging of a reply.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Implementation } from '../../schemas/types/generated.js';
import { loadAdapter } from '../../harness/adapters/registry.js';
import type { Adapter } from '../../harness/adapters/types.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { CAPABILITIES } from '../../harness/load/lists.js';
import { LineSplitter } from '../../harness/protocol/lines.js';
import { executeFixture } from '../../harness/run/execute.js';
import { BASE_ID, CORPUS_DIR, loadedFixture, tempDir, testCorpus } from '../harness/helpers.js';

const work = tempDir();
afterAll(work.remove);
afterEach(() => {
  vi.restoreAllMocks();
});

/** An in-process adapter module whose every step carries `events` and a state padded with `padding` characters. */
function adapterModule(name: string, events: number, padding: number): string {
  const path = join(work.dir, `${name}.mjs`);
  writeFileSync(
    path,
    `export default {
      describe: () => ({ name: '${name}', version: '1.0.0', language: 'js', capabilities: ${JSON.stringify(CAPABILITIES)} }),
      run: (scenario) => ({
        steps: scenario.when.map(() => ({
          outcome: 'accepted',
          events: Array.from({ length: ${events} }, () => ({})),
          state: { padding: 'x'.repeat(${padding}) },
        })),
      }),
    };\n`,
  );
  return path;
}

let runs = 0;

/** Runs the CLI in process; `output` is what it printed on stdout and stderr. */
async function run(...argv: string[]): Promise<{ code: number; output: string }> {
  const io = bufferedIo();
  const out = join(work.dir, `out-${String((runs += 1))}`);
  const code = await main(['run', '--fixtures', CORPUS_DIR, '--id', BASE_ID, ...argv, '--out', out], io, work.dir);
  return { code, output: io.stdout() + io.stderr() };
}

describe('replies over a limit, in process', () => {
  it('a reply larger than --max-reply-bytes is an error naming the limit and the option', async () => {
    const adapter = adapterModule('large', 0, 20_000);
    const { code, output } = await run('--adapter', adapter, '--max-reply-bytes', '10000');
    expect(code).toBe(1);
    expect(output).toContain('adapter/invalid-observation');
    expect(output).toContain('larger than the limit of 10000 bytes');
    expect(output).toContain('--max-reply-bytes');
  });

  it('more events in a step than --max-events is an error naming the count, the limit and the option', async () => {
    const adapter = adapterModule('crowded', 200_000, 0);
    const { code, output } = await run('--adapter', adapter);
    expect(code).toBe(1);
    expect(output).toContain('holds 200000 events, more than the limit of 10000');
    expect(output).toContain('--max-events');
    expect((await run('--adapter', adapter, '--max-events', '5')).output).toContain('more than the limit of 5');
  });
});

describe("the time limit covers the harness's own work on a reply", () => {
  const implementation: Implementation = {
    name: 'quick',
    version: '1',
    language: 'js',
    capabilities: [...CAPABILITIES],
  };
  // The reference engine's answer, recorded once: a valid observation that passes.
  let answer: Awaited<ReturnType<Adapter['run']>> | undefined;
  const quick: Adapter = {
    describe: () => implementation,
    run: async (scenario) => (answer ??= await (await loadAdapter('reference')).run(scenario)),
  };
  const execute = (adapter: Adapter, timeoutMs: number) =>
    executeFixture(loadedFixture(BASE_ID), { adapter, implementation, cards: testCorpus().cards, timeoutMs });
  /** The fixture run while the clock reads 0 for its first `reads` readings, then 5 s: the limit is 1 s. */
  const withClockJump = (reads: number) => {
    let read = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (++read > reads ? 5_000 : 0));
    return execute(quick, 1_000);
  };

  it('a verdict that takes longer than the limit ends the fixture as a timeout saying so', async () => {
    expect((await execute(quick, 1_000)).status).toBe('pass');
    // The clock jumps once the verdict is given (the sixth reading): the harness spent 5 s judging.
    const result = await withClockJump(5);
    expect(result.status).toBe('timeout');
    expect(result.findings[0]).toMatchObject({
      code: 'adapter/timeout',
      data: { problem: 'harness', stage: 'judging' },
    });
  });

  it('a check of the reply that takes longer than the limit ends the fixture as a timeout', async () => {
    // The clock jumps once the reply was checked (the fourth reading).
    const result = await withClockJump(3);
    expect(result.findings[0]).toMatchObject({
      code: 'adapter/timeout',
      data: { problem: 'harness', stage: 'checking' },
    });
  });

  it('an in-process adapter that blocks past the limit and then answers is a timeout, not a pass', async () => {
    const blocking: Adapter = {
      describe: () => implementation,
      run: (scenario) => {
        const until = Date.now() + 300;
        while (Date.now() < until) {
          // blocks the process, as a synchronous engine loop would
        }
        return quick.run(scenario);
      },
    };
    const result = await execute(blocking, 50);
    expect(result.status).toBe('timeout');
    expect(result.findings[0]).toMatchObject({ data: { problem: 'harness', stage: 'reply' } });
  });
});

describe('the stdio line bound', () => {
  it('holds a whole line that arrives in one chunk to the bound, not only a line split across chunks', () => {
    const splitter = new LineSplitter(10);
    expect(splitter.push(Buffer.from('{"a":1}\n'))).toEqual({ lines: ['{"a":1}'], overflow: false });
    expect(splitter.push(Buffer.from('{"b":"12345678"}\n{}\n'))).toEqual({ lines: [], overflow: true });
  });
});
