import { describe, expect, it } from 'vitest';
import type { Observation } from '../../schemas/types/generated.js';
import { compareObserved } from '../../harness/fuzz/compare.js';
import type { Observed } from '../../harness/run/observe.js';

const state = {
  turn: { number: 1, activePlayer: 'p1', phase: 'main' as const },
  players: { p1: { pool: { energy: 1 } }, p2: {} },
};

function observed(steps: Observation['steps']): Observed {
  return { kind: 'observation', observation: { steps } };
}

const both = { totalCost: true, events: true };
const accepted = { outcome: 'accepted' as const, totalCost: { energy: 1 }, events: [], state };

describe('comparing two observations', () => {
  it('finds none when they agree, reading missing amounts as 0 and unordered zones in any order', () => {
    const twin = { ...accepted, totalCost: { energy: 1, power: {} }, state: { ...state, chain: [], effects: [] } };
    expect(compareObserved(observed([accepted]), observed([twin]), both)).toBeUndefined();
  });

  it('reports outcome, then code, then total cost, then state, then events', () => {
    const rejected = { outcome: 'rejected' as const, code: 'payment/overpaid' as const, state };
    expect(compareObserved(observed([accepted]), observed([rejected]), both)).toMatchObject({
      aspect: 'outcome',
      pointer: '/steps/0/outcome',
    });
    const other = { ...rejected, code: 'payment/insufficient-energy' as const };
    expect(compareObserved(observed([rejected]), observed([other]), both)).toMatchObject({ aspect: 'code' });
    const costly = { ...accepted, totalCost: { energy: 2 } };
    expect(compareObserved(observed([accepted]), observed([costly]), both)).toMatchObject({ aspect: 'total-cost' });
    const drained = { ...accepted, state: { ...state, players: { p1: {}, p2: {} } } };
    expect(compareObserved(observed([accepted]), observed([drained]), both)).toMatchObject({
      aspect: 'state',
      pointer: '/steps/0/state/players/p1/pool/energy',
      reference: 1,
    });
    const noisy = { ...accepted, events: [{ type: 'priority-passed' as const, player: 'p1' }] };
    expect(compareObserved(observed([accepted]), observed([noisy]), both)).toMatchObject({ aspect: 'events' });
  });

  it('compares total costs and events only when the adapter reports them', () => {
    const costly = {
      ...accepted,
      totalCost: { energy: 2 },
      events: [{ type: 'priority-passed' as const, player: 'p1' }],
    };
    const none = { totalCost: false, events: false };
    expect(compareObserved(observed([accepted]), observed([costly]), none)).toBeUndefined();
  });

  it('counts a fault of either side as a divergence, and a skip as none', () => {
    const fault: Observed = { kind: 'fault', status: 'error', finding: { code: 'adapter/threw' } };
    expect(compareObserved(observed([accepted]), fault, both)).toMatchObject({
      aspect: 'fault',
      reference: 'observation',
      adapter: 'adapter/threw',
    });
    expect(compareObserved(observed([accepted]), { kind: 'skipped', reason: 'no' }, both)).toBeUndefined();
  });
});
