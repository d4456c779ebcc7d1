import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Implementation, Observation, Scenario } from '../../schemas/types/generated.js';
import type { Adapter } from '../../harness/adapters/types.js';
import { serve } from '../../harness/protocol/serve.js';
import { smokeScenario } from '../../harness/protocol/smoke-scenario.js';
import { checkMessage } from '../../harness/protocol/validate.js';

const implementation: Implementation = { name: 'echo', version: '1.0.0', language: 'typescript', capabilities: [] };

/** Answers every step accepted with the given state unchanged; throws for one ID. */
const echo: Adapter = {
  describe: () => implementation,
  run: (scenario: Readonly<Scenario>): Observation => {
    if (scenario.id === 'pay-throws') throw new Error('engine failure');
    if (!Object.isFrozen(scenario.given)) throw new Error('not frozen');
    return { steps: scenario.when.map(() => ({ outcome: 'accepted', state: scenario.given })) };
  },
};

async function exchange(lines: readonly object[]): Promise<unknown[]> {
  const input = new PassThrough();
  const output: string[] = [];
  const done = serve(
    echo,
    input,
    (text) => output.push(text),
    () => undefined,
  );
  for (const line of lines) input.write(`${JSON.stringify(line)}\n`);
  input.end();
  await done;
  return output
    .join('')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

describe('serve', () => {
  it('answers start and every run with valid protocol messages, and stops on stop', async () => {
    const scenario = smokeScenario();
    const replies = await exchange([
      { cmd: 'start', version: 1 },
      { cmd: 'run', seq: 4, scenario },
      { cmd: 'run', seq: 5, scenario: { ...scenario, id: 'pay-throws' } },
      { cmd: 'stop' },
      { cmd: 'run', seq: 6, scenario },
    ]);
    expect(replies).toHaveLength(3);
    expect(checkMessage('started', replies[0]).ok).toBe(true);
    expect(replies.slice(1).map((reply) => checkMessage('runResult', reply).ok)).toEqual([true, true]);
    expect(replies[1]).toMatchObject({ seq: 4, observation: { steps: [{ outcome: 'accepted' }] } });
    expect(replies[2]).toMatchObject({ seq: 5, errored: { message: 'engine failure' } });
  });

  it('answers a start of another version with its own, so the harness can say which it speaks', async () => {
    const [reply] = await exchange([{ cmd: 'start', version: 2 }]);
    expect(reply).toMatchObject({ version: 1 });
  });
});
