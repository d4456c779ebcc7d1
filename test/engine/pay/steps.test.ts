import { describe, expect, it } from 'vitest';
import type { PaymentStep } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, rune, types, when } from '../support/game.js';

const base = {
  p1: {
    hand: [card('sp', CARD.quickStudy), card('x', CARD.charm), card('add', CARD.surgeOfPower)],
    base: [
      permanent('ec', CARD.energyConduit),
      permanent('ex', CARD.energyConduit, false),
      permanent('mu', CARD.militiaRecruit),
    ],
    runes: [rune('r1', 'mind'), rune('r2', 'mind', false)],
  },
  p2: { runes: [rune('s1', 'chaos')], base: [permanent('eu', CARD.militiaRecruit)] },
};
const state = given(base);

/** Plays Quick Study (1 energy) with these steps. */
const pay = (payment: PaymentStep[]) => when(state, { type: 'play', player: 'p1', card: 'sp', payment });

describe('payment steps (INTERPRETING 4.4)', () => {
  it('given a ready rune, when exhausted and spent, then the play is accepted with the rune exhausted', () => {
    const outcome = pay([
      { type: 'exhaust-rune', rune: 'r1' },
      { type: 'spend', resources: { energy: 1 } },
    ]);
    expect(outcome.code).toBeUndefined();
    expect(types(outcome).slice(0, 2)).toEqual(['rune-exhausted', 'resource-spent']);
    expect(outcome.state.players.p1?.runes[0]?.ready).toBe(false);
  });

  it('given an exhausted rune, when exhausted again, then payment/rune-exhausted', () => {
    expect(pay([{ type: 'exhaust-rune', rune: 'r2' }]).code).toBe('payment/rune-exhausted');
  });

  it('given a rune that does not exist, then action/unknown-reference; an opponent rune, action/not-your-card', () => {
    expect(pay([{ type: 'exhaust-rune', rune: 'nope' }]).code).toBe('action/unknown-reference');
    expect(pay([{ type: 'recycle-rune', rune: 's1' }]).code).toBe('action/not-your-card');
  });

  it('given an exhausted rune, when recycled, then it pays power and goes to the rune deck (pay.from-pool)', () => {
    const charm = given({
      p1: { hand: [card('ch', CARD.charm)], runes: [rune('c', 'calm', false)], pool: { energy: 1 } },
      p2: { base: [permanent('eu', CARD.militiaRecruit)] },
    });
    const payment: PaymentStep[] = [
      { type: 'recycle-rune', rune: 'c' },
      { type: 'spend', resources: { energy: 1, power: { calm: 1 } } },
    ];
    const outcome = when(charm, { type: 'play', player: 'p1', card: 'ch', targets: ['eu'], payment });
    expect(outcome.code).toBeUndefined();
    expect(outcome.state.players.p1?.runeDeck).toEqual([{ id: 'c', domain: 'calm' }]);
  });

  it('given one ready rune, when exhausted and then recycled, then it pays both 1 energy and 1 power', () => {
    const charm = given({
      p1: { hand: [card('ch', CARD.charm)], runes: [rune('c', 'calm')] },
      p2: { base: [permanent('eu', CARD.militiaRecruit)] },
    });
    const payment: PaymentStep[] = [
      { type: 'exhaust-rune', rune: 'c' },
      { type: 'recycle-rune', rune: 'c' },
      { type: 'spend', resources: { energy: 1, power: { calm: 1 } } },
    ];
    const outcome = when(charm, { type: 'play', player: 'p1', card: 'ch', targets: ['eu'], payment });
    expect(outcome.code).toBeUndefined();
    expect(outcome.state.players.p1?.pool).toEqual({ energy: 0, power: {}, universal: 0 });
  });

  it('given a ready Conduit, when activated mid-payment, then it exhausts, resolves at once and adds 1 energy', () => {
    const outcome = pay([
      { type: 'activate', card: 'ec', ability: 'add-energy' },
      { type: 'spend', resources: { energy: 1 } },
    ]);
    expect(types(outcome).slice(0, 5)).toEqual([
      'exhausted',
      'ability-activated',
      'resource-added',
      'ability-resolved',
      'resource-spent',
    ]);
  });

  it('given an exhausted Conduit, when activated mid-payment, then payment/ability-cost-unpayable (add.own-cost-required)', () => {
    expect(pay([{ type: 'activate', card: 'ex', ability: 'add-energy' }]).code).toBe('payment/ability-cost-unpayable');
  });

  it('given an ability the card does not have, then action/unknown-reference', () => {
    expect(pay([{ type: 'activate', card: 'mu', ability: 'add-energy' }]).code).toBe('action/unknown-reference');
  });

  it('given a play step mid-payment, then payment/spell-not-allowed (add.no-spell-during-payment)', () => {
    expect(pay([{ type: 'play', card: 'add' }]).code).toBe('payment/spell-not-allowed');
  });

  it('given a spend beyond the pool, then payment/pool-insufficient', () => {
    expect(pay([{ type: 'spend', resources: { energy: 1 } }]).code).toBe('payment/pool-insufficient');
  });

  it('given a spend of more than the total asks, then payment/overpaid at that step', () => {
    expect(
      pay([
        { type: 'exhaust-rune', rune: 'r1' },
        { type: 'recycle-rune', rune: 'r1' },
        { type: 'spend', resources: { energy: 1, power: { mind: 1 } } },
      ]).code,
    ).toBe('payment/overpaid');
  });

  it('given a discard or kill the total does not ask for, then payment/extra-step', () => {
    expect(pay([{ type: 'discard', card: 'x' }]).code).toBe('payment/extra-step');
    expect(pay([{ type: 'kill', card: 'mu' }]).code).toBe('payment/extra-step');
  });

  it('given nothing spent, then payment/insufficient-energy and the state is unchanged', () => {
    const outcome = pay([{ type: 'exhaust-rune', rune: 'r1' }]);
    expect(outcome.code).toBe('payment/insufficient-energy');
    expect(outcome.state).toBe(state);
    expect(outcome.events).toEqual([]);
  });
});

describe('non-resource steps (cost.non-resource)', () => {
  const tithe = given({
    p1: {
      hand: [card('tc', CARD.titheCollector), card('x', CARD.charm)],
      pool: { energy: 3, power: { order: 1 } },
    },
    p2: { base: [permanent('eu', CARD.militiaRecruit)] },
  });
  const spend: PaymentStep = { type: 'spend', resources: { energy: 3, power: { order: 1 } } };
  const play = (payment: PaymentStep[]) => when(tithe, { type: 'play', player: 'p1', card: 'tc', payment });

  it('given the discard before or after spending, then both orders are accepted', () => {
    expect(play([{ type: 'discard', card: 'x' }, spend]).code).toBeUndefined();
    expect(play([spend, { type: 'discard', card: 'x' }]).code).toBeUndefined();
  });

  it('given no discard, then payment/unpaid-cost', () => {
    expect(play([spend]).code).toBe('payment/unpaid-cost');
  });

  it('given the played card discarded to pay its own cost, then payment/card-cannot-pay (CR 354)', () => {
    expect(play([{ type: 'discard', card: 'tc' }, spend]).code).toBe('payment/card-cannot-pay');
  });

  it('given a discard or kill of a card that is not there, or not the player’s, then an action code', () => {
    expect(play([{ type: 'discard', card: 'nowhere' }, spend]).code).toBe('action/unknown-reference');
    expect(play([{ type: 'discard', card: 'eu' }, spend]).code).toBe('action/not-your-card');
    expect(play([{ type: 'kill', card: 'nowhere' }, spend]).code).toBe('action/unknown-reference');
  });

  it("given a unit of p1's hand killed, then payment/card-cannot-pay (a kill pays only with a unit on the board)", () => {
    expect(play([{ type: 'kill', card: 'x' }, spend]).code).toBe('payment/card-cannot-pay');
  });

  it("given an enemy unit killed, then action/not-your-card (a kill pays only with the player's own units)", () => {
    const rally = given({
      p1: { hand: [card('br', CARD.bloodRally)], base: [permanent('a', CARD.militiaRecruit)], pool: { energy: 1 } },
      p2: { base: [permanent('eu', CARD.militiaRecruit)] },
    });
    const outcome = when(rally, {
      type: 'play',
      player: 'p1',
      card: 'br',
      targets: ['a'],
      payment: [{ type: 'kill', card: 'eu' }],
    });
    expect(outcome.code).toBe('action/not-your-card');
  });
});
