import { describe, expect, it } from 'vitest';
import type { Action, Effect } from '../../../schemas/types/generated.js';
import { anyDiscountOrder, applyOwnMinimum, inPlayerOrder } from '../../../engine/cost/discounts.js';
import { fromCost } from '../../../engine/cost/amounts.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, when } from '../support/game.js';

const cost = (energy: number, power: Record<string, number> = {}) => fromCost({ energy, power });

describe('a discount with its own minimum (cost.order.discount-minimum, CR 356.4.e)', () => {
  it('given 8 energy, a 1-energy discount with minimum 1, then 7', () => {
    expect(applyOwnMinimum(cost(8), cost(1), cost(1)).energy).toBe(7);
  });

  it('given 1 energy, a 1-energy discount with minimum 1, then the cost stays 1', () => {
    expect(applyOwnMinimum(cost(1), cost(1), cost(1)).energy).toBe(1);
  });

  it('given 1 energy, a discount with minimum 2, then the minimum never raises it', () => {
    expect(applyOwnMinimum(cost(1), cost(1), cost(2)).energy).toBe(1);
  });

  it('given 5 energy, a 9-energy discount without minimum, then 0 and the rest is lost', () => {
    expect(applyOwnMinimum(cost(5, { calm: 1 }), cost(9))).toEqual(cost(0, { calm: 1 }));
  });
});

describe('an [A] discount (cost.reduction-scope.any-power, CR 356.4.f.1)', () => {
  it('given a Fury pip alone, then the [A] discount takes it off', () => {
    expect(applyOwnMinimum(cost(1, { fury: 1 }), cost(0, { any: 1 })).power).toEqual({});
  });

  it('given a Calm pip and 2 any, then the narrowest requirement goes first (the reference convention)', () => {
    expect(applyOwnMinimum(cost(1, { calm: 1, any: 2 }), cost(0, { any: 1 })).power).toEqual({ any: 2 });
    expect(anyDiscountOrder({ any: 2, 'calm|fury': 1, order: 1 })).toEqual(['order', 'calm|fury', 'any']);
  });

  it('given a Calm discount and only a Fury pip or an any requirement, then it reduces nothing', () => {
    expect(applyOwnMinimum(cost(0, { fury: 1, any: 2 }), cost(0, { calm: 1 })).power).toEqual({ fury: 1, any: 2 });
  });
});

describe("the player's order of discounts (CR 356.4.c.1, 356.4.d.1)", () => {
  const discounts = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('given an order naming some, then those first in that order, the rest as they come', () => {
    expect(inPlayerOrder(discounts, ['c', 'a']).map((d) => d.id)).toEqual(['c', 'a', 'b']);
    expect(inPlayerOrder(discounts, []).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('given Brazen Buccaneer under -1 (minimum 1) and -5, then the order decides between 0 and 1 energy', () => {
    const state = given({ p1: { hand: [card('bb', CARD.brazenBuccaneer)] } });
    const effects: Effect[] = [
      { id: 'e1', kind: 'cost-reduction', scope: { player: 'p1' }, energy: 1, minimum: { energy: 1 } },
      { id: 'e2', kind: 'cost-reduction', scope: { player: 'p1' }, energy: 5 },
    ];
    const play = (discountOrder: string[]) =>
      when({ ...state, effects }, { type: 'play', player: 'p1', card: 'bb', discountOrder, payment: [] }).totalCost;
    expect(play(['e1', 'e2'])).toEqual({});
    expect(play(['e2', 'e1'])).toEqual({ energy: 1 });
  });
});

describe('ignoring costs (CR 356.1.b, 356.5.a)', () => {
  const state = given({
    p1: { hand: [card('tc', CARD.titheCollector), card('x', CARD.charm)] },
    p2: { base: [permanent('bc', CARD.bastionColossus)] },
  });
  const totalOf = (effect: Effect, action: Partial<Extract<Action, { type: 'play' }>> & { card: string }) =>
    when({ ...state, effects: [effect] }, { type: 'play', player: 'p1', payment: [], ...action }).totalCost;

  it('given "ignoring its Energy cost", then Tithe Collector owes its Order power and its discard', () => {
    const effect: Effect = { id: 'i', kind: 'ignore-base-cost', scope: { player: 'p1' }, part: 'energy' };
    expect(totalOf(effect, { card: 'tc' })).toEqual({ power: { order: 1 }, discard: 1 });
  });

  it('given "ignoring its Power cost", then Tithe Collector owes its 3 energy and its discard', () => {
    const effect: Effect = { id: 'i', kind: 'ignore-base-cost', scope: { player: 'p1' }, part: 'power' };
    expect(totalOf(effect, { card: 'tc' })).toEqual({ energy: 3, discard: 1 });
  });

  it('given "ignoring any and all costs", then nothing is owed, discard and Deflect included', () => {
    const effect: Effect = { id: 'i', kind: 'ignore-all-costs', scope: { player: 'p1' } };
    expect(totalOf(effect, { card: 'tc' })).toEqual({});
    expect(totalOf(effect, { card: 'x', targets: ['bc'] })).toEqual({});
  });
});
