import { describe, expect, it } from 'vitest';
import type { Fixture, Observation, StatePart } from '../../schemas/types/generated.js';
import { judgeObserved } from '../../harness/verdict/index.js';
import { CAPABILITIES, STATE_PARTS } from '../../harness/load/lists.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, readTestFixture, REJECTED_ID } from './helpers.js';

type Step = Observation['steps'][number];

function setup(id: string): { fixture: Fixture; observation: Observation; step: Step } {
  const observation = recordedObservation(id);
  const step = observation.steps[0];
  if (!step) throw new Error('no step');
  return { fixture: readTestFixture(id), observation, step };
}

/** An adapter that reports everything and observes every part. */
const EVERYTHING = { capabilities: [...CAPABILITIES] };

/** An adapter that reports everything and observes every part but these. */
function observing(...left: StatePart[]) {
  return { ...EVERYTHING, observes: STATE_PARTS.filter((part) => !left.includes(part)) };
}

describe('judging only the parts of the state an adapter observes', () => {
  it('given no `observes`, then every part is judged and nothing is unjudged', () => {
    const { fixture, observation } = setup(BASE_ID);
    expect(judgeObserved(fixture, observation, EVERYTHING)).toEqual({ divergence: undefined, unjudged: [] });
  });

  it('given a wrong pool, then the verdict fails where the pool is observed and passes, unjudged, where it is not', () => {
    const { fixture, observation, step } = setup(BASE_ID);
    const p1 = step.state.players.p1;
    if (p1) p1.pool = { energy: 5 };
    expect(judgeObserved(fixture, observation, EVERYTHING).divergence).toMatchObject({
      code: 'verdict/state',
      pointer: '/then/steps/0/state/players/p1/pool/energy',
    });
    expect(judgeObserved(fixture, observation, observing('pool'))).toEqual({
      divergence: undefined,
      unjudged: [{ part: 'pool', step: 0, pointer: '/then/steps/0/state/players/p1/pool' }],
    });
  });

  it('given a state pattern on the chain and the turn, then each unobserved key is one unjudged entry', () => {
    const { fixture, observation } = setup(BASE_ID);
    fixture.then.state = { turn: { priority: 'p2', phase: 'main' }, chain: [] };
    expect(judgeObserved(fixture, observation, EVERYTHING).divergence).toMatchObject({
      pointer: '/then/state/turn/priority',
    });
    const verdict = judgeObserved(fixture, observation, observing('turn.priority', 'chain'));
    expect(verdict).toEqual({
      divergence: undefined,
      unjudged: [
        { part: 'turn.priority', pointer: '/then/state/turn/priority' },
        { part: 'chain', pointer: '/then/state/chain' },
      ],
    });
  });

  it('given a rejected step that changed an unobserved part, then the rollback passes and lists every unobserved part for that step', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    step.state.turn.priority = 'p2';
    expect(judgeObserved(fixture, observation, EVERYTHING).divergence).toMatchObject({
      code: 'verdict/not-rolled-back',
    });
    const verdict = judgeObserved(fixture, observation, observing('turn.priority', 'turn.passed'));
    expect(verdict.divergence).toBeUndefined();
    expect(verdict.unjudged).toEqual([
      { part: 'turn.priority', step: 0, pointer: '/then/steps/0' },
      { part: 'turn.passed', step: 0, pointer: '/then/steps/0' },
    ]);
  });

  it('given a rejected step that changed an observed part, then it is not rolled back whatever else is unobserved', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    const rune = step.state.players.p1?.runes?.find((candidate) => candidate.id === 'r2');
    if (rune) rune.ready = false;
    expect(judgeObserved(fixture, observation, observing('chain', 'effects')).divergence).toMatchObject({
      code: 'verdict/not-rolled-back',
      data: { item: 'r2', before: 'true', after: 'false' },
    });
  });

  it('given the state the adapter loaded, then the rollback of the first step is judged against it, not against given', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    // The engine keeps no showdown flag: it loaded false where given says true, and reports false throughout.
    fixture.given.turn.showdown = true;
    const withoutInitial = judgeObserved(fixture, observation, EVERYTHING);
    expect(withoutInitial.divergence).toMatchObject({
      code: 'verdict/not-rolled-back',
      data: { where: '/turn/showdown' },
    });
    const initial = structuredClone(step.state);
    expect(judgeObserved(fixture, { ...observation, initial }, EVERYTHING).divergence).toBeUndefined();
    // What it loaded still has to be what it reports after a rejection.
    const p1 = initial.players.p1;
    if (p1) p1.hand = [];
    expect(judgeObserved(fixture, { ...observation, initial }, EVERYTHING).divergence).toMatchObject({
      code: 'verdict/not-rolled-back',
      data: { where: '/players/p1/hand' },
    });
  });
});
