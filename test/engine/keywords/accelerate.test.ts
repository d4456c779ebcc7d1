import { describe, expect, it } from 'vitest';
import type { Effect, PaymentStep } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, rune, types, when } from '../support/game.js';

const state = given({
  p1: {
    hand: [
      card('lr', CARD.legionRearguard),
      card('ws', CARD.watchfulSquire),
      card('ev', CARD.emberVanguard),
      card('ds', CARD.driftingScout),
    ],
    mainDeck: [card('d1', CARD.charm)],
    pool: { energy: 9, power: { fury: 1 } },
  },
});
const spend = (energy: number, power: Record<string, number> = {}): PaymentStep[] => [
  { type: 'spend', resources: { energy, power } },
];

describe('Accelerate', () => {
  it('given Accelerate paid, then the unit enters ready (accelerate.enters-ready)', () => {
    const outcome = when(state, {
      type: 'play',
      player: 'p1',
      card: 'lr',
      options: ['accelerate'],
      payment: spend(3, { fury: 1 }),
    });
    expect(outcome.state.players.p1?.base).toEqual([{ id: 'lr', card: CARD.legionRearguard, ready: true }]);
  });

  it('given Accelerate declined, then the unit enters exhausted', () => {
    const outcome = when(state, { type: 'play', player: 'p1', card: 'lr', payment: spend(2) });
    expect(outcome.state.players.p1?.base[0]?.ready).toBe(false);
  });

  it('given a "when this becomes ready" unit Accelerated, then no became-ready and no trigger (accelerate.no-ready-transition)', () => {
    const outcome = when(state, {
      type: 'play',
      player: 'p1',
      card: 'ws',
      options: ['accelerate'],
      payment: spend(3, { fury: 1 }),
    });
    expect(types(outcome)).not.toContain('became-ready');
    expect(types(outcome)).not.toContain('ability-triggered');
    expect(outcome.state.players.p1?.hand.map((c) => c.id)).not.toContain('d1');
  });

  it('given a Fury-only unit offered Calm power for Accelerate, then payment/insufficient-power (accelerate.domain)', () => {
    const calm = given({
      p1: { hand: [card('ev', CARD.emberVanguard)], runes: [rune('c', 'calm')], pool: { energy: 4 } },
    });
    const payment: PaymentStep[] = [{ type: 'recycle-rune', rune: 'c' }, ...spend(4, { calm: 1 })];
    expect(when(calm, { type: 'play', player: 'p1', card: 'ev', options: ['accelerate'], payment }).code).toBe(
      'payment/insufficient-power',
    );
  });

  it('given a domainless unit paid with Calm power, then it is accepted and enters ready', () => {
    const calm = given({ p1: { hand: [card('ds', CARD.driftingScout)], pool: { energy: 2, power: { calm: 1 } } } });
    const outcome = when(calm, {
      type: 'play',
      player: 'p1',
      card: 'ds',
      options: ['accelerate'],
      payment: spend(2, { calm: 1 }),
    });
    expect(outcome.state.players.p1?.base[0]?.ready).toBe(true);
  });

  it('given Accelerate reduced to 0 and chosen, then 2 energy pays and the unit enters ready (accelerate.reduced-to-zero)', () => {
    const free: Effect = {
      id: 'f',
      kind: 'cost-reduction',
      scope: { player: 'p1', component: 'accelerate' },
      energy: 1,
      power: { fury: 1 },
    };
    const reduced = { ...state, effects: [free] };
    const chosen = when(reduced, {
      type: 'play',
      player: 'p1',
      card: 'lr',
      options: ['accelerate'],
      payment: spend(2),
    });
    expect(chosen.totalCost).toEqual({ energy: 2 });
    expect(chosen.state.players.p1?.base[0]?.ready).toBe(true);
    const declined = when(reduced, { type: 'play', player: 'p1', card: 'lr', payment: spend(2) });
    expect(declined.state.players.p1?.base[0]?.ready).toBe(false);
  });

  it('given a unit on the board, when Accelerate is chosen afterwards, then cost/window-closed (accelerate.only-while-playing)', () => {
    const played = when(state, { type: 'play', player: 'p1', card: 'lr', payment: spend(2) }).state;
    const late = when(played, { type: 'choose-optional-cost', player: 'p1', card: 'lr', option: 'accelerate' });
    expect(late.code).toBe('cost/window-closed');
    expect(late.state).toBe(played);
  });
});
