/**
 * `smoke` sends the scenario a run would send: built the same way, `given` completed with every default. An adapter
 * that reads `pool.energy` must not fail smoke and pass run.
 */
import { describe, expect, it } from 'vitest';
import type { Implementation, Scenario } from '../../schemas/types/generated.js';
import { SMOKE_SOURCE, smokeScenario } from '../../harness/protocol/smoke-scenario.js';
import { executeFixture } from '../../harness/run/execute.js';
import { completeState } from '../../harness/scenario/defaults.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { BASE_ID, loadedFixture, testCorpus } from '../harness/helpers.js';

const implementation: Implementation = { name: 'records', version: '1.0.0', language: 'typescript', capabilities: [] };

describe('the smoke scenario', () => {
  it('has a given that is complete: every zone, the whole pool, turn and chain stated', () => {
    const { given } = smokeScenario();
    expect(given).toEqual(completeState(given));
    for (const player of Object.values(given.players)) {
      expect(player.pool).toEqual({ energy: 0, power: {}, universal: 0 });
    }
    expect(validateDocument('scenario', smokeScenario())).toEqual([]);
  });

  it('equals the scenario a run hands an adapter for the same fixture', async () => {
    const base = loadedFixture(BASE_ID);
    const loaded = { ...base, fixture: { ...base.fixture, ...structuredClone(SMOKE_SOURCE) } };
    let handed: Readonly<Scenario> | undefined;
    await executeFixture(loaded, {
      adapter: {
        describe: () => implementation,
        run: (scenario) => {
          handed = scenario;
          return { skipped: { reason: 'recording only' } };
        },
      },
      implementation,
      cards: testCorpus().cards,
      timeoutMs: 1000,
    });
    expect(handed).toEqual(smokeScenario());
  });
});
