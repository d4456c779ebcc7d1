import { describe, expect, it } from 'vitest';
import type { Action, Decision } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { given, permanent, when } from '../support/game.js';

describe('"pay any amount": X chosen and paid as the ability resolves, read by its effect (INTERPRETING 4.10)', () => {
  const state = given({ p1: { base: [permanent('ah', CARD.ancientHenge)], pool: { energy: 3 } } });
  const activate = (decisions?: Decision[]): Action => ({
    type: 'activate',
    player: 'p1',
    card: 'ah',
    ability: 'convert',
    ...(decisions === undefined ? {} : { decisions }),
  });
  const x = (amount: number, energy: number): Decision => ({
    type: 'x-amount',
    x: amount,
    payment: energy === 0 ? [] : [{ type: 'spend', resources: { energy } }],
  });

  it('given X = 2 paid with 2 energy, then 2 universal power are added and the total stays empty (CR 204.3.b, 429.1)', () => {
    const done = when(state, activate([x(2, 2)]));
    expect(done.code).toBeUndefined();
    expect(done.totalCost).toEqual({});
    expect(done.state.players.p1?.pool).toEqual({ energy: 1, power: {}, universal: 2 });
  });

  it('given X = 0 with no payment, then nothing is paid or added, and the gear is exhausted', () => {
    const done = when(state, activate([x(0, 0)]));
    expect(done.code).toBeUndefined();
    expect(done.state.players.p1?.pool).toEqual({ energy: 3, power: {}, universal: 0 });
    expect(done.state.players.p1?.base[0]?.ready).toBe(false);
  });

  it('given X = 4 with 3 energy offered, then insufficient energy and the activation is rolled back (CR 203.3, 358.5)', () => {
    const short = when(state, activate([x(4, 3)]));
    expect(short.code).toBe('payment/insufficient-energy');
    expect(short.state).toEqual(state);
  });

  it('given no decision, then decision/missing and nothing changes', () => {
    const missed = when(state, activate());
    expect(missed.code).toBe('decision/missing');
    expect(missed.state).toEqual(state);
  });
});
