import { describe, expect, it } from 'vitest';
import type { Action } from '../../../schemas/types/generated.js';
import { paidRepeats, repeatOptionId } from '../../../engine/keywords/repeat.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, when, whenAll } from '../support/game.js';

const deck = [card('d1', CARD.charm), card('d2', CARD.charm), card('d3', CARD.charm), card('d4', CARD.charm)];
const passes: Action[] = [
  { type: 'pass', player: 'p1' },
  { type: 'pass', player: 'p2' },
];

describe('Repeat instances (repeat.optional-cost.several-instances, CR 820.1.c.2, 820.3)', () => {
  it('names the instances repeat, repeat-2, ... and keeps only the paid ones among the chosen options', () => {
    expect([0, 1, 2].map(repeatOptionId)).toEqual(['repeat', 'repeat-2', 'repeat-3']);
    expect(paidRepeats(['repeat-2', 'x', 'repeat', 'accelerate'])).toEqual(['repeat-2', 'repeat']);
  });

  const state = given({ p1: { hand: [card('ce', CARD.chorusOfEchoes)], mainDeck: deck, pool: { energy: 5 } } });
  const drawn = (options: string[], energy: number) =>
    whenAll(state, [
      { type: 'play', player: 'p1', card: 'ce', options, payment: [{ type: 'spend', resources: { energy } }] },
      ...passes,
    ]).at(-1)?.state.players.p1?.hand.length;

  it('given both instances paid, then 5 energy and three executions', () => {
    expect(drawn(['repeat', 'repeat-2'], 5)).toBe(3);
  });

  it('given the second instance alone, then 4 energy and two executions', () => {
    expect(drawn(['repeat-2'], 4)).toBe(2);
  });

  it('given a third instance the card does not have, then cost/unknown-option', () => {
    const play: Action = { type: 'play', player: 'p1', card: 'ce', options: ['repeat-3'], payment: [] };
    expect(when(state, play).code).toBe('cost/unknown-option');
  });
});

describe("Repeat's own choices (repeat.optional-cost.own-choices, CR 820.2, 820.2.a)", () => {
  const state = given({
    p1: {
      hand: [card('es', CARD.echoingShove), card('eb', CARD.echoingBolt)],
      pool: { energy: 5, power: { fury: 4 } },
    },
    p2: { base: [permanent('bc', CARD.bastionColossus), permanent('mr', CARD.militiaRecruit)] },
  });
  const play = (card: string, repeatTargets?: string[][]): Action => ({
    type: 'play',
    player: 'p1',
    card,
    options: ['repeat'],
    targets: ['bc'],
    ...(repeatTargets ? { repeatTargets } : {}),
    payment: [],
  });

  it('given no targets for the repeated execution, then target/illegal', () => {
    expect(when(state, play('es')).code).toBe('target/illegal');
  });

  it('given the Deflect 2 unit chosen by both executions, then Deflect is charged twice', () => {
    expect(when(state, play('eb', [['bc']])).totalCost).toEqual({ energy: 5, power: { any: 4 } });
  });

  it('given another unit for the repeated execution, then Deflect once, and each execution moves its own target', () => {
    const action = {
      ...play('es', [['mr']]),
      payment: [{ type: 'spend' as const, resources: { energy: 2, power: { fury: 2 } } }],
    };
    const [played, , resolved] = whenAll(state, [action, ...passes]);
    expect(played?.totalCost).toEqual({ energy: 2, power: { any: 2 } });
    expect(played?.events.filter((event) => event.type === 'targeted').map((event) => event.card)).toEqual([
      'bc',
      'mr',
    ]);
    expect(resolved?.state.players.p2?.battlefield.map((unit) => unit.id).sort()).toEqual(['bc', 'mr']);
  });
});

describe('Deflect on an activated ability (deflect.per-choice.abilities, CR 809.1.c)', () => {
  const state = given({
    p1: { base: [permanent('gp', CARD.grapplingPost)], pool: { energy: 1, power: { fury: 2 } } },
    p2: { base: [permanent('bc', CARD.bastionColossus)] },
  });
  const activate = (payment: Extract<Action, { type: 'activate' }>['payment']): Action => ({
    type: 'activate',
    player: 'p1',
    card: 'gp',
    ability: 'pull',
    targets: ['bc'],
    ...(payment ? { payment } : {}),
  });

  it('given the enemy Deflect 2 unit as the target, then 1 energy + 2 any power is owed', () => {
    const short = when(state, activate([{ type: 'spend', resources: { energy: 1 } }]));
    expect(short.code).toBe('payment/insufficient-power');
    expect(short.totalCost).toEqual({ energy: 1, power: { any: 2 } });
    const paid = when(state, activate([{ type: 'spend', resources: { energy: 1, power: { fury: 2 } } }]));
    expect(paid.code).toBeUndefined();
    expect(paid.events.some((event) => event.type === 'targeted' && event.card === 'bc')).toBe(true);
  });

  it('given a friendly unit in an enemy-unit slot, then target/illegal', () => {
    const own = given({ p1: { base: [permanent('gp', CARD.grapplingPost), permanent('mr', CARD.militiaRecruit)] } });
    expect(when(own, { ...activate(undefined), targets: ['mr'] } as Action).code).toBe('target/illegal');
  });
});
