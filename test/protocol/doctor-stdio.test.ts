import { describe, expect, it } from 'vitest';
import { cli, SERVE } from './cli-helpers.js';

describe('doctor over stdio', () => {
  it('given a mis-seeding adapter served as a process, then it names the same field as in process', async () => {
    const args = ['doctor', '--id', 'pay-only-own-runes-on-the-board-pay'];
    const command = `${SERVE} --adapter test/harness/adapters/mis-seeding.ts`;
    const [inProcess, overStdio] = [
      await cli(...args, '--adapter', 'test/harness/adapters/mis-seeding.ts'),
      await cli(...args, '--adapter-command', command),
    ];
    const line =
      'fixtures/pay/pay-only-own-runes-on-the-board-pay.json#/given/players/p1/runeDeck: expected ["c9"], loaded []';
    for (const run of [inProcess, overStdio]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(line);
    }
  });

  it('given the reference engine served as a process, then its initial states equal given and it exits 0', async () => {
    const run = await cli('doctor', '--chapter', 'deflect', '--adapter-command', SERVE);
    expect(run.stdout).toContain('doctor passed');
    expect(run.code).toBe(0);
  });
});
