import { describe, expect, it } from 'vitest';
import type { Fixture, Observation } from '../../schemas/types/generated.js';
import { judge } from '../../harness/verdict/index.js';
import { renderFinding } from '../../harness/messages/index.js';
import { divergenceFinding } from '../../harness/run/execute.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, readTestFixture, REJECTED_ID } from './helpers.js';

function setup(id: string): { fixture: Fixture; observation: Observation; step: Observation['steps'][number] } {
  const observation = recordedObservation(id);
  const step = observation.steps[0];
  if (!step) throw new Error('no step');
  return { fixture: readTestFixture(id), observation, step };
}

describe('judging, in the order of INTERPRETING section 5', () => {
  it('passes the recorded observations', () => {
    for (const id of [BASE_ID, REJECTED_ID]) {
      const { fixture, observation } = setup(id);
      expect(judge(fixture, observation)).toBeUndefined();
    }
  });

  it('1. outcome: an accepted step where a rejection is expected', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    step.outcome = 'accepted';
    delete step.code;
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/outcome',
      pointer: '/then/steps/0/outcome',
      expected: 'rejected',
      observed: 'accepted',
    });
  });

  it('2. code: a rejection with another code', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    step.code = 'payment/insufficient-power';
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/code',
      pointer: '/then/steps/0/code',
      observed: 'payment/insufficient-power',
    });
  });

  it('3. rollback: a rejected step that changed the state, even with the expected code', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    const rune = step.state.players.p1?.runes?.find((r) => r.id === 'r1');
    if (rune) rune.ready = false;
    fixture.then.steps[0] = { outcome: 'rejected', code: 'payment/insufficient-energy' };
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/not-rolled-back',
      pointer: '/then/steps/0',
      expected: true,
      observed: false,
      data: { where: '/players/p1/runes/1/ready', item: 'r1', before: 'true', after: 'false' },
    });
  });

  it('3. rollback: names the field in the observed state, not in the sorted form, and a zone whose items changed', () => {
    const { fixture, observation, step } = setup(REJECTED_ID); // the engine lists r2, then r1
    const runes = step.state.players.p1?.runes ?? [];
    step.state.players.p1 = {
      ...step.state.players.p1,
      runes: runes.map((r) => (r.id === 'r2' ? { ...r, ready: false } : r)),
    };
    const divergence = judge(fixture, observation);
    if (!divergence) throw new Error('no divergence');
    expect(divergence.data).toMatchObject({ where: '/players/p1/runes/0/ready', item: 'r2' });
    expect(divergenceFinding(divergence, 'pay/x.json').diff).toBeUndefined();
    const message = renderFinding({ code: 'verdict/not-rolled-back', data: divergence.data });
    expect(message).toContain('at state /players/p1/runes/0/ready (in "r2"): true before, false after');
    step.state.players.p1 = { ...step.state.players.p1, hand: [] };
    expect(judge(fixture, observation)).toMatchObject({
      expected: ['lr1'],
      observed: [],
      data: { where: '/players/p1/hand', before: '["lr1"]', after: '[]' },
    });
  });

  it('an unexpected rejection is reported as an outcome before its rollback', () => {
    const { fixture, observation, step } = setup(BASE_ID);
    step.outcome = 'rejected';
    step.code = 'payment/insufficient-energy';
    step.detail = 'short by 1';
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/outcome',
      data: { reason: 'payment/insufficient-energy: short by 1', rules: fixture.rules.join(', ') },
    });
  });

  it('3. rollback: reads both states with defaults, ignores zone order and zero amounts', () => {
    const { fixture, observation, step } = setup(REJECTED_ID);
    step.state.players.p2 = { hand: [], pool: { energy: 0, power: { fury: 0 } } };
    step.state.chain = [];
    expect(judge(fixture, observation)).toBeUndefined();
  });

  it('4. total cost: an energy too many, at the pointer of the amount', () => {
    const { fixture, observation, step } = setup(BASE_ID);
    step.totalCost = { energy: 3 };
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/total-cost',
      pointer: '/then/steps/0/totalCost/energy',
      expected: { energy: 2 },
      observed: { energy: 3 },
      data: { amount: 'energy', expected: 2, observed: 3 },
    });
  });

  it('4. total cost: a requirement the fixture does not state', () => {
    const { fixture, observation, step } = setup(BASE_ID);
    step.totalCost = { energy: 2, power: { fury: 1 } };
    expect(judge(fixture, observation)?.pointer).toBe('/then/steps/0/totalCost/power/fury');
  });

  it('4. total cost: zero amounts read as missing, a missing total is a divergence', () => {
    const { fixture, observation, step } = setup(BASE_ID);
    step.totalCost = { energy: 2, power: { fury: 0 }, discard: 0 };
    expect(judge(fixture, observation)).toBeUndefined();
    delete step.totalCost;
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/total-cost',
      pointer: '/then/steps/0/totalCost',
      data: { missing: true },
    });
  });

  it('5. state: the final pattern is checked against the last step', () => {
    const { fixture, observation } = setup(BASE_ID);
    fixture.then.state = { turn: { phase: 'end' } };
    expect(judge(fixture, observation)).toMatchObject({
      code: 'verdict/state',
      pointer: '/then/state/turn/phase',
      expected: 'end',
      observed: 'main',
    });
  });

  it('reports the earliest check first: a total cost before a state', () => {
    const { fixture, observation, step } = setup(BASE_ID);
    step.totalCost = { energy: 5 };
    fixture.then.steps[0] = { ...fixture.then.steps[0], outcome: 'accepted' };
    fixture.then.state = { turn: { phase: 'end' } };
    expect(judge(fixture, observation)?.code).toBe('verdict/total-cost');
  });
});
