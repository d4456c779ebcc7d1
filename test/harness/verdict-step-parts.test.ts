/**
 * Parts the verdict leaves out: the chain's targets as a part of their own (`chain.targets`), and parts an adapter
 * did not observe at one step only, with its reason (`notObserved`), shown in every report.
 */
import { describe, expect, it } from 'vitest';
import type { Fixture, Observation, StatePart } from '../../schemas/types/generated.js';
import reference from '../../engine/adapter.js';
import { CAPABILITIES, STATE_PARTS } from '../../harness/load/lists.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { renderUnjudged } from '../../harness/messages/index.js';
import { buildScenario } from '../../harness/scenario/build.js';
import { judgeObserved } from '../../harness/verdict/index.js';
import { BASE_ID, readTestFixture, REJECTED_ID, ROOT } from './helpers.js';
import { recordedObservation } from './adapters/observations.js';

const corpus = loadCorpus({ cwd: ROOT });

/** A fixture of the corpus and what the reference engine observed for it. */
function observed(id: string): { fixture: Fixture; observation: Observation } {
  const loaded = corpus.fixtures.find((candidate) => candidate.fixture.id === id);
  if (loaded === undefined) throw new Error(`no fixture ${id}`);
  const observation = reference.run(buildScenario(loaded.fixture, corpus.cards));
  return { fixture: structuredClone(loaded.fixture), observation: structuredClone(observation) };
}

function observing(contract: number | undefined, ...left: StatePart[]) {
  return {
    capabilities: [...CAPABILITIES],
    observes: STATE_PARTS.filter((part) => !left.includes(part)),
    ...(contract === undefined ? {} : { contract }),
  };
}

/** The rechoice fixture asserts the targets of the spell it leaves on the chain. */
const RECHOICE = 'deflect-rechoice-onto-illegal-target-rejected';

describe('chain.targets: the targets of chain items, observed apart from the chain', () => {
  it('given an engine that reports no targets on its chain items, then the assertion on them fails when chain.targets is observed', () => {
    const { fixture, observation } = observed(RECHOICE);
    for (const step of observation.steps) for (const item of step.state.chain ?? []) item.targets = [];
    expect(judgeObserved(fixture, observation, observing(7)).divergence).toMatchObject({
      code: 'verdict/state',
      pointer: '/then/state/chain/0/targets',
    });
  });

  it('given an adapter of contract 7 that leaves out chain.targets, then the targets are unjudged, not passed', () => {
    const { fixture, observation } = observed(RECHOICE);
    for (const step of observation.steps) for (const item of step.state.chain ?? []) item.targets = [];
    const verdict = judgeObserved(fixture, observation, observing(7, 'chain.targets'));
    expect(verdict.divergence).toBeUndefined();
    expect(verdict.unjudged).toContainEqual({ part: 'chain.targets', pointer: '/then/state/chain/0/targets' });
  });

  it('given an adapter without contract that observes the chain, then it observes the targets with it, as before', () => {
    const { fixture, observation } = observed(RECHOICE);
    for (const step of observation.steps) for (const item of step.state.chain ?? []) item.targets = [];
    const verdict = judgeObserved(fixture, observation, observing(undefined, 'chain.targets'));
    expect(verdict.divergence).toMatchObject({ pointer: '/then/state/chain/0/targets' });
  });
});

describe('notObserved: a part the engine did not hold at one step, with the reason', () => {
  const reason = 'the engine keeps priority only while a chain or a showdown exists';

  it('given a wrong priority at a step the adapter marks not observed, then it is unjudged with the reason', () => {
    const fixture = readTestFixture(BASE_ID);
    fixture.then.steps[0] = { ...fixture.then.steps[0], outcome: 'accepted', state: { turn: { priority: 'p1' } } };
    const observation = recordedObservation(BASE_ID);
    const step = observation.steps[0];
    if (step === undefined) throw new Error('no step');
    step.state.turn.priority = null;
    const all = observing(7);
    expect(judgeObserved(fixture, observation, all).divergence).toMatchObject({
      pointer: '/then/steps/0/state/turn/priority',
    });
    step.notObserved = [{ part: 'turn.priority', reason }];
    expect(judgeObserved(fixture, observation, all)).toEqual({
      divergence: undefined,
      unjudged: [{ part: 'turn.priority', step: 0, pointer: '/then/steps/0/state/turn/priority', reason }],
    });
  });

  it('given a rejected step whose priority the adapter did not hold, then its rollback leaves priority out, with the reason', () => {
    const fixture = readTestFixture(REJECTED_ID);
    const observation = recordedObservation(REJECTED_ID);
    const step = observation.steps[0];
    if (step === undefined) throw new Error('no step');
    step.state.turn.priority = 'p2';
    const all = observing(7);
    expect(judgeObserved(fixture, observation, all).divergence).toMatchObject({ code: 'verdict/not-rolled-back' });
    step.notObserved = [{ part: 'turn.priority', reason }];
    const verdict = judgeObserved(fixture, observation, all);
    expect(verdict.divergence).toBeUndefined();
    expect(verdict.unjudged).toContainEqual({ part: 'turn.priority', step: 0, pointer: '/then/steps/0', reason });
  });

  it('given unjudged entries with reasons, then the one-line note every report shows names them', () => {
    const note = renderUnjudged([
      { part: 'events', step: 0 },
      { part: 'turn.priority', step: 2, reason },
    ]);
    expect(note).toBe(`events and turn.priority not judged; not observed turn.priority at step 2: ${reason}`);
    expect(renderUnjudged([{ part: 'pool', step: 0 }])).toBe('pool not judged');
  });
});
