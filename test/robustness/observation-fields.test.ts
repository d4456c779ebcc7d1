import { describe, expect, it } from 'vitest';
import type { Observation, Scenario } from '../../schemas/types/generated.js';
import reference from '../../engine/adapter.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { renderFinding } from '../../harness/messages/index.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { ROOT } from '../protocol/cli-helpers.js';

const corpus = loadCorpus({ cwd: ROOT });
const PAID = 'pay-charm-matching-power-from-pool';
const ADVANCED = 'pool-advance-to-next-main-empties-both-pools';

/** The reference engine's observation of a fixture with one field of its first step set by `corrupt`, judged. */
async function judgeCorrupted(id: string, corrupt: (step: Record<string, unknown>) => void) {
  const adapter = {
    describe: () => reference.describe(),
    run(scenario: Readonly<Scenario>): Observation {
      const observation = structuredClone(reference.run(scenario));
      corrupt(observation.steps[0] as unknown as Record<string, unknown>);
      return observation;
    },
  };
  const loaded = corpus.fixtures.filter((candidate) => candidate.fixture.id === id);
  const [result] = await runFixtures(loaded, {
    adapter,
    implementation: adapter.describe(),
    cards: corpus.cards,
    timeoutMs: 10_000,
  });
  const [finding] = result?.findings ?? [];
  if (result === undefined || finding === undefined) throw new Error(`no finding for ${id}`);
  return { status: result.status, code: finding.code, message: renderFinding(finding) };
}

describe('an adapter that sends a new observation field wrong gets an error naming its JSON Pointer and the fix', () => {
  it.each([
    ['charged not an object', { charged: 'two' }, '/steps/0/charged', '`charged` is what the engine took'],
    ['charged with a negative amount', { charged: { energy: -1 } }, '/steps/0/charged/energy', 'whole numbers from 0'],
    [
      'notObserved naming no state part',
      { notObserved: [{ part: 'turn.weather', reason: 'x' }] },
      '/steps/0/notObserved/0/part',
      'spec/lists/state-parts.schema.json',
    ],
    [
      'notObserved without its reason',
      { notObserved: [{ part: 'turn.priority' }] },
      '/steps/0/notObserved/0',
      'a sentence saying why',
    ],
    [
      'notObserved with an empty reason',
      { notObserved: [{ part: 'turn.priority', reason: '' }] },
      '/steps/0/notObserved/0/reason',
      'a sentence saying why',
    ],
  ])('%s', async (_name, fields, pointer, fix) => {
    const judged = await judgeCorrupted(PAID, (step) => Object.assign(step, fields));
    expect(judged).toMatchObject({ status: 'error', code: 'adapter/invalid-observation' });
    expect(judged.message).toContain(`at ${pointer}:`);
    expect(judged.message).toContain(fix);
  });

  it('a charge below the spends is the undercharge verdict, with both amounts', async () => {
    const judged = await judgeCorrupted(PAID, (step) => (step.charged = { energy: 1 }));
    expect(judged).toMatchObject({ status: 'fail', code: 'verdict/undercharged' });
    expect(judged.message).toContain('1 energy, 1 power the fixture');
  });

  it('a named advance that stops short of its point fails on the phase, at its pointer', async () => {
    const judged = await judgeCorrupted(ADVANCED, (step) => {
      const state = step.state as { turn: { phase: string } };
      state.turn.phase = 'end';
    });
    expect(judged).toMatchObject({ status: 'fail', code: 'verdict/state' });
    expect(judged.message).toContain('/then/steps/0/state/turn/phase');
  });
});
