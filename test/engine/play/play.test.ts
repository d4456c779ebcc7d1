import { describe, expect, it } from 'vitest';
import type { Action } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, rune, types, when } from '../support/game.js';

const board = {
  p1: {
    hand: [
      card('ch', CARD.charm),
      card('lr', CARD.legionRearguard),
      card('ab', CARD.abandon),
      card('ec', CARD.energyConduit),
    ],
    trash: [card('du', CARD.dredgeUp), card('qs', CARD.quickStudy)],
    base: [permanent('mine', CARD.militiaRecruit)],
    pool: { energy: 5, power: { calm: 1, fury: 1 } },
  },
  p2: {
    hand: [card('their', CARD.quickStudy)],
    base: [permanent('eu', CARD.militiaRecruit), permanent('gear', CARD.energyConduit)],
  },
};
const state = given(board);
const play = (action: Partial<Extract<Action, { type: 'play' }>>) =>
  when(state, { type: 'play', player: 'p1', card: 'ch', targets: ['eu'], payment: 'auto', ...action });

describe('legality of a play (INTERPRETING 4.2.1)', () => {
  it('given a card that exists nowhere, then action/unknown-reference', () => {
    expect(play({ card: 'ghost' }).code).toBe('action/unknown-reference');
  });

  it("given a card in an opponent's hand, then action/not-your-card", () => {
    expect(play({ card: 'their' }).code).toBe('action/not-your-card');
  });

  it('given a card on the board or in the trash without Flow, then play/not-from-zone', () => {
    expect(play({ card: 'mine' }).code).toBe('play/not-from-zone');
    expect(play({ card: 'qs', targets: [] }).code).toBe('play/not-from-zone');
  });

  it('given Flow on a card in hand, then play/not-from-zone; a Flow index it lacks, play/unknown-flow', () => {
    expect(play({ flow: 0 }).code).toBe('play/not-from-zone');
    expect(play({ card: 'du', flow: 1, targets: [] }).code).toBe('play/unknown-flow');
  });

  it('given a non-Reaction card while the opponent holds priority, then timing/not-allowed (pay.legality-unchanged)', () => {
    const theirPriority = { ...state, turn: { ...state.turn, priority: 'p2' } };
    expect(when(theirPriority, { type: 'play', player: 'p1', card: 'ch', targets: ['eu'], payment: 'auto' }).code).toBe(
      'timing/not-allowed',
    );
  });

  it('given a Reaction card without priority, then timing/no-priority', () => {
    const theirPriority = { ...state, turn: { ...state.turn, priority: 'p2' } };
    expect(when(theirPriority, { type: 'play', player: 'p1', card: 'ab', targets: [], payment: 'auto' }).code).toBe(
      'timing/no-priority',
    );
  });

  it("given the opponent's turn, then a non-Reaction card is rejected for timing with everything unchanged", () => {
    const theirTurn = given(board, { turn: { activePlayer: 'p2', priority: 'p1' } });
    const outcome = when(theirTurn, { type: 'play', player: 'p1', card: 'ch', targets: ['eu'], payment: 'auto' });
    expect(outcome.code).toBe('timing/not-allowed');
    expect(outcome.state).toBe(theirTurn);
  });
});

describe('choices (INTERPRETING 4.2.2)', () => {
  it('given a friendly unit for an enemy-unit slot, a gear, or a missing target, then target/illegal', () => {
    expect(play({ targets: ['mine'] }).code).toBe('target/illegal');
    expect(play({ targets: ['gear'] }).code).toBe('target/illegal');
    expect(play({ targets: [] }).code).toBe('target/illegal');
    expect(play({ targets: ['eu', 'eu'] }).code).toBe('target/illegal');
  });

  it('given two slots on the same unit for a card that forbids it, then target/illegal', () => {
    const shove = given({ ...board, p1: { ...board.p1, hand: [card('ps', 'TST-026')] } });
    expect(when(shove, { type: 'play', player: 'p1', card: 'ps', targets: ['eu', 'eu'], payment: 'auto' }).code).toBe(
      'target/illegal',
    );
  });

  it('given an option the card does not offer, then cost/unknown-option', () => {
    expect(play({ options: ['accelerate'] }).code).toBe('cost/unknown-option');
    expect(play({ card: 'lr', targets: [], options: ['repeat'] }).code).toBe('cost/unknown-option');
  });

  it('given an optional discard with no other card in hand, then cost/cannot-perform (cost.brazen-buccaneer)', () => {
    const alone = given({ p1: { hand: [card('bb', CARD.brazenBuccaneer)], pool: { energy: 9 } } });
    const outcome = when(alone, {
      type: 'play',
      player: 'p1',
      card: 'bb',
      options: ['discard-for-discount'],
      payment: 'auto',
    });
    expect(outcome.code).toBe('cost/cannot-perform');
  });

  it('given a Flow instance asking a discard with an empty hand, then cost/cannot-perform (flow.non-resource-cost)', () => {
    const empty = given({ p1: { trash: [card('tc', CARD.twofoldCurrent)], pool: { energy: 5 } } });
    expect(when(empty, { type: 'play', player: 'p1', card: 'tc', flow: 1, payment: 'auto' }).code).toBe(
      'cost/cannot-perform',
    );
  });
});

describe('payment, legality check and finalization', () => {
  it('given a spell, when played, then targeted, card-played and card-moved to the chain, with priority kept by the caster (CR 337.4)', () => {
    const outcome = play({});
    expect(types(outcome).slice(-3)).toEqual(['targeted', 'card-played', 'card-moved']);
    expect(outcome.state.chain).toEqual([
      { id: 'ch', card: CARD.charm, owner: 'p1', controller: 'p1', targets: ['eu'], flow: null, options: [] },
    ]);
    expect(outcome.state.turn.priority).toBe('p1');
  });

  it('given a unit, when played, then it enters the base exhausted and priority stays', () => {
    const outcome = play({ card: 'lr', targets: [] });
    expect(types(outcome).slice(-3)).toEqual(['card-played', 'card-moved', 'unit-entered']);
    expect(outcome.state.players.p1?.base.at(-1)).toEqual(permanent('lr', CARD.legionRearguard, false));
    expect(outcome.state.turn.priority).toBe('p1');
  });

  it('given a gear, when played, then it enters the base ready', () => {
    const outcome = when(given({ p1: { hand: [card('ec', CARD.energyConduit)], pool: { energy: 3 } } }), {
      type: 'play',
      player: 'p1',
      card: 'ec',
      payment: 'auto',
    });
    expect(outcome.state.players.p1?.base).toEqual([permanent('ec', CARD.energyConduit, true)]);
  });

  it('given a kill that removes the chosen target, then target/illegal and everything is rolled back (pay.no-self-defeating-choice)', () => {
    const rally = given({
      p1: {
        hand: [card('br', CARD.bloodRally)],
        base: [permanent('a', CARD.militiaRecruit, false), permanent('b', CARD.militiaRecruit)],
        runes: [rune('r', 'body')],
      },
    });
    const payment = [
      { type: 'exhaust-rune' as const, rune: 'r' },
      { type: 'kill' as const, card: 'a' },
      { type: 'spend' as const, resources: { energy: 1 } },
    ];
    const bad = when(rally, { type: 'play', player: 'p1', card: 'br', targets: ['a'], payment });
    expect(bad.code).toBe('target/illegal');
    expect(bad.state).toBe(rally);
    const good = when(rally, {
      type: 'play',
      player: 'p1',
      card: 'br',
      targets: ['a'],
      payment: payment.map((s) => (s.type === 'kill' ? { ...s, card: 'b' } : s)),
    });
    expect(good.code).toBeUndefined();
    expect(good.state.players.p1?.trash.map((c) => c.id)).toEqual(['b']);
  });

  it('given a rejected payment, then the total cost is still reported', () => {
    const outcome = play({ card: 'lr', targets: [], options: ['accelerate'], payment: [] });
    expect(outcome.code).toBe('payment/insufficient-energy');
    expect(outcome.totalCost).toEqual({ energy: 3, power: { fury: 1 } });
  });
});
