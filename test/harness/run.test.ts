import { describe, expect, it } from 'vitest';
import type { Implementation, Observation, Scenario } from '../../schemas/types/generated.js';
import type { Adapter } from '../../harness/adapters/types.js';
import { executeFixture } from '../../harness/run/execute.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, loadedFixture, REJECTED_ID, testCorpus } from './helpers.js';

const ALL: Implementation['capabilities'] = ['report.events', 'report.total-cost'];

function adapter(
  run: (scenario: Readonly<Scenario>) => Observation | Promise<Observation>,
  capabilities = ALL,
): Adapter & { implementation: Implementation } {
  const implementation: Implementation = { name: 'fake', version: '0.0.0', language: 'typescript', capabilities };
  return { implementation, describe: () => implementation, run };
}

async function execute(fake: ReturnType<typeof adapter>, id = BASE_ID, timeoutMs = 1000) {
  const corpus = testCorpus();
  return executeFixture(loadedFixture(id), {
    adapter: fake,
    implementation: fake.implementation,
    cards: corpus.cards,
    timeoutMs,
  });
}

describe('running a fixture against an in-process adapter', () => {
  it('passes a correct adapter, which receives a completed scenario with its cards', async () => {
    let seen: Readonly<Scenario> | undefined;
    const result = await execute(
      adapter((scenario) => {
        seen = scenario;
        return recordedObservation(scenario.id);
      }),
    );
    expect(result.status).toBe('pass');
    expect(result.findings).toEqual([]);
    expect(seen?.cards.map((card) => card.id)).toEqual(['OGN-010']);
    expect(seen?.given.players.p2?.hand).toEqual([]);
    expect(seen?.given.turn.priority).toBe('p1');
    expect(Object.isFrozen(seen?.given.players.p1?.runes?.[0])).toBe(true);
    expect(seen).not.toHaveProperty('then');
  });

  it('fails an adapter with a wrong total, with a diff at the right pointer', async () => {
    const result = await execute(
      adapter((scenario) => {
        const observation = recordedObservation(scenario.id);
        if (observation.steps[0]) observation.steps[0].totalCost = { energy: 3 };
        return observation;
      }),
    );
    expect(result.status).toBe('fail');
    expect(result.findings[0]).toMatchObject({
      code: 'verdict/total-cost',
      pointer: '/then/steps/0/totalCost/energy',
      expected: { energy: 2 },
      observed: { energy: 3 },
    });
    expect(result.findings[0]?.diff).toContain('-  "energy": 2');
    expect(result.findings[0]?.diff).toContain('+  "energy": 3');
  });

  it('gives error when the adapter throws', async () => {
    const result = await execute(
      adapter(() => {
        throw new Error('engine exploded');
      }),
    );
    expect(result.status).toBe('error');
    expect(result.findings[0]).toMatchObject({ code: 'adapter/threw', data: { message: 'engine exploded' } });
  });

  it('gives timeout when the adapter never answers', async () => {
    const result = await execute(
      adapter(() => new Promise<Observation>(() => undefined)),
      BASE_ID,
      20,
    );
    expect(result.status).toBe('timeout');
    expect(result.findings[0]?.code).toBe('adapter/timeout');
  });

  it('gives not-applicable, without calling the adapter, when a capability is missing', async () => {
    let called = false;
    const result = await execute(
      adapter(() => {
        called = true;
        return recordedObservation(BASE_ID);
      }, ['report.events']),
    );
    expect(result).toMatchObject({
      status: 'not-applicable',
      reason: expect.stringContaining('report.total-cost') as unknown,
    });
    expect(called).toBe(false);
  });

  it('gives error when the adapter writes to the frozen scenario', async () => {
    const result = await execute(
      adapter((scenario) => {
        (scenario.given.turn as { number: number }).number = 99;
        return recordedObservation(scenario.id);
      }),
    );
    expect(result.status).toBe('error');
    expect(result.findings[0]?.code).toBe('adapter/mutated-scenario');
  });

  it('gives error for an observation that breaks its schema or has the wrong number of steps', async () => {
    const invalid = await execute(adapter(() => ({ steps: [{ outcome: 'accepted' }] }) as unknown as Observation));
    expect(invalid).toMatchObject({
      status: 'error',
      findings: [{ code: 'adapter/invalid-observation', data: { problem: 'schema', at: '/steps/0' } }],
    });
    const short = await execute(adapter(() => ({ steps: [] })));
    expect(short).toMatchObject({
      status: 'error',
      findings: [{ code: 'adapter/invalid-observation', data: { problem: 'step-count' } }],
    });
  });

  it('lists every schema error of the first invalid step, up to ten, and how many more', async () => {
    const extra = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`extra${index}`, true]));
    const second = { outcome: 'accepted', nonsense: true };
    const result = await execute(adapter(() => ({ steps: [{ ...extra }, second] }) as unknown as Observation));
    const data = result.findings[0]?.data ?? {};
    expect(data).toMatchObject({ problem: 'schema', at: '/steps/0' });
    const also = (data.also ?? []) as readonly string[];
    expect(also).toHaveLength(9);
    expect(also.every((line) => line.startsWith('/steps/0'))).toBe(true);
    expect(Number(data.alsoMore)).toBeGreaterThan(0);
    expect(1 + also.length + Number(data.alsoMore)).toBeGreaterThanOrEqual(13);
  });

  it('goes on after a fault, in fixture order, several at once for a parallel-safe adapter', async () => {
    const corpus = testCorpus();
    const fake = adapter((scenario) => {
      if (scenario.id === BASE_ID) throw new Error('first one fails');
      return recordedObservation(scenario.id);
    });
    const implementation = { ...fake.implementation, parallelSafe: true };
    const seen: string[] = [];
    const results = await runFixtures(
      corpus.fixtures,
      { adapter: fake, implementation, cards: corpus.cards, timeoutMs: 1000 },
      { jobs: 2, onResult: (r) => seen.push(r.status) },
    );
    expect(results.map((r) => [r.loaded.fixture.id, r.status])).toEqual([
      [BASE_ID, 'error'],
      [REJECTED_ID, 'pass'],
    ]);
    expect(seen.sort()).toEqual(['error', 'pass']);
  });
});
