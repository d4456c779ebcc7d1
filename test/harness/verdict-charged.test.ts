/**
 * Undercharge and overcharge, decided by the harness (spec/INTERPRETING.md 4.4): a deducting adapter reports what its
 * engine took (`charged`), and the verdict compares it with what the fixture's spend steps add up to.
 */
import { describe, expect, it } from 'vitest';
import type { Capability, Observation } from '../../schemas/types/generated.js';
import { renderFinding } from '../../harness/messages/index.js';
import { judgeObserved } from '../../harness/verdict/index.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, readTestFixture } from './helpers.js';

/** A deducting adapter: everything but scripted spending. */
const DEDUCTING = {
  capabilities: ['cards.synthetic', 'report.total-cost', 'report.events', 'report.rejection-codes'] as Capability[],
  contract: 7,
};

/** The base fixture spends 2 energy on a 2-energy unit; the engine took `charged` and left the rest in the pool. */
function charging(charged: Observation['steps'][number]['charged']): Observation {
  const observation = recordedObservation(BASE_ID);
  const step = observation.steps[0];
  if (step === undefined) throw new Error('no step');
  if (charged !== undefined) step.charged = charged;
  return observation;
}

describe('what a deducting engine took, judged by the harness', () => {
  it('given an engine that took the whole total, then the step passes', () => {
    expect(judgeObserved(readTestFixture(BASE_ID), charging({ energy: 2 }), DEDUCTING)).toEqual({
      divergence: undefined,
      unjudged: [],
    });
  });

  it('given an engine that took less than the spends, then the fixture fails as an undercharge with both totals', () => {
    const verdict = judgeObserved(readTestFixture(BASE_ID), charging({ energy: 1 }), DEDUCTING);
    expect(verdict.divergence).toMatchObject({
      code: 'verdict/undercharged',
      pointer: '/then/steps/0',
      data: { step: 0, expected: '2 energy, 0 power', observed: '1 energy, 0 power' },
    });
    const divergence = verdict.divergence;
    if (divergence === undefined) return;
    const message = renderFinding({ code: divergence.code, pointer: divergence.pointer, data: divergence.data });
    expect(message).toContain('1 energy, 0 power');
    expect(message).toContain('2 energy, 0 power');
  });

  it('given an engine that took more than the spends, then the fixture fails as an overcharge', () => {
    const verdict = judgeObserved(readTestFixture(BASE_ID), charging({ energy: 2, power: { fury: 1 } }), DEDUCTING);
    expect(verdict.divergence).toMatchObject({ code: 'verdict/overcharged' });
  });

  it('given a deducting adapter that reports no charge, then the charge is unjudged, not passed', () => {
    expect(judgeObserved(readTestFixture(BASE_ID), charging(undefined), DEDUCTING)).toEqual({
      divergence: undefined,
      unjudged: [{ part: 'charge', step: 0, pointer: '/then/steps/0' }],
    });
    const scripted = { ...DEDUCTING, capabilities: [...DEDUCTING.capabilities, 'payment.scripted-spend' as const] };
    expect(judgeObserved(readTestFixture(BASE_ID), charging(undefined), scripted).unjudged).toEqual([]);
  });
});
