import { describe, expect, it } from 'vitest';
import type { Action, Effect } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, types, when, whenAll } from '../support/game.js';

const deck = [card('d1', CARD.charm), card('d2', CARD.charm), card('d3', CARD.charm)];
const casterPass: Action = { type: 'pass', player: 'p1' };
const passes: Action[] = [casterPass, { type: 'pass', player: 'p2' }];

describe('Repeat', () => {
  const state = given({
    p1: { hand: [card('eb', CARD.echoingBolt)], mainDeck: deck, pool: { energy: 5 } },
    p2: { base: [permanent('u', CARD.militiaRecruit)] },
  });
  // After p1's play p1 keeps priority (CR 337.4): p1 passes, then p2.
  const resolve = (options: string[], energy: number) =>
    whenAll(state, [
      {
        type: 'play',
        player: 'p1',
        card: 'eb',
        targets: ['u'],
        ...(options.includes('repeat') ? { repeatTargets: [['u']] } : {}),
        options,
        payment: [{ type: 'spend', resources: { energy } }],
      },
      ...passes,
    ]).at(-1);

  it('given Repeat paid, then the total is 1 energy higher, paid once, and the effect runs twice (repeat.optional-cost)', () => {
    const resolved = resolve(['repeat'], 5);
    expect(resolved?.state.players.p1?.hand.map((c) => c.id)).toEqual(['d1', 'd2']);
    expect(resolved && types(resolved).filter((type) => type === 'resolving')).toHaveLength(1);
  });

  it('given Repeat declined, then the effect runs once', () => {
    expect(resolve([], 4)?.state.players.p1?.hand.map((c) => c.id)).toEqual(['d1']);
  });

  it('given Repeat reduced to 0 and chosen, then it counts as paid (cost.optional-zero-paid)', () => {
    const free: Effect = { id: 'f', kind: 'cost-reduction', scope: { player: 'p1', component: 'repeat' }, energy: 1 };
    const reduced = { ...state, effects: [free] };
    const resolved = whenAll(reduced, [
      {
        type: 'play',
        player: 'p1',
        card: 'eb',
        targets: ['u'],
        repeatTargets: [['u']],
        options: ['repeat'],
        payment: [{ type: 'spend', resources: { energy: 4 } }],
      },
      ...passes,
    ]).at(-1);
    expect(resolved?.state.players.p1?.hand).toHaveLength(2);
  });
});

describe('Flow', () => {
  const state = given({
    p1: {
      trash: [card('du', CARD.dredgeUp), card('bv', CARD.boomerangVerse)],
      hand: [card('duh', CARD.dredgeUp)],
      mainDeck: deck,
      pool: { energy: 6 },
    },
    p2: {
      hand: [card('ab', CARD.abandon), card('nw', 'TST-024')],
      mainDeck: [card('m1', CARD.charm)],
      pool: { energy: 4 },
    },
  });
  const flowPlay = (id: string, energy: number): Action => ({
    type: 'play',
    player: 'p1',
    card: id,
    flow: 0,
    payment: [{ type: 'spend', resources: { energy } }],
  });

  it('given Dredge Up played with Flow and resolved, then it draws and is banished (flow.banish-on-leave)', () => {
    const resolved = whenAll(state, [flowPlay('du', 2), ...passes]).at(-1);
    expect(resolved?.state.players.p1?.banishment.map((c) => c.id)).toEqual(['du']);
    expect(resolved?.state.players.p1?.hand.map((c) => c.id)).toEqual(['duh', 'd1']);
  });

  it('given Dredge Up played from hand, then it goes to the trash (flow.only-when-used)', () => {
    const normal: Action = {
      type: 'play',
      player: 'p1',
      card: 'duh',
      payment: [{ type: 'spend', resources: { energy: 2 } }],
    };
    const resolved = whenAll(state, [normal, ...passes]).at(-1);
    expect(resolved?.state.players.p1?.trash.map((c) => c.id)).toEqual(['du', 'bv', 'duh']);
  });

  it('given a Flow spell countered by Abandon, then it is banished and Abandon still predicts (flow.counter-sequence)', () => {
    const abandon: Action = {
      type: 'play',
      player: 'p2',
      card: 'ab',
      targets: ['du'],
      payment: [{ type: 'spend', resources: { energy: 2 } }],
      decisions: [{ type: 'predict', recycle: true }],
    };
    const resolved = whenAll(state, [flowPlay('du', 2), casterPass, abandon, ...passes.slice().reverse()]).at(-1);
    expect(resolved && types(resolved)).toEqual([
      'priority-passed',
      'resolving',
      'countered',
      'card-moved',
      'predicted',
      'card-moved',
    ]);
    expect(resolved?.state.players.p1?.banishment.map((c) => c.id)).toEqual(['du']);
    expect(resolved?.state.players.p1?.hand.map((c) => c.id)).toEqual(['duh']);
  });

  it('given a Flow spell countered to the trash, then it is banished too', () => {
    const ward: Action = {
      type: 'play',
      player: 'p2',
      card: 'nw',
      targets: ['du'],
      payment: [{ type: 'spend', resources: { energy: 2 } }],
    };
    const resolved = whenAll(state, [flowPlay('du', 2), casterPass, ward, ...passes.slice().reverse()]).at(-1);
    expect(resolved?.state.players.p1?.banishment.map((c) => c.id)).toEqual(['du']);
  });

  it('given a Flow spell whose own effect returns it to hand, then it goes to the hand (flow.own-instruction)', () => {
    const resolved = whenAll(state, [flowPlay('bv', 1), ...passes]).at(-1);
    expect(resolved?.state.players.p1?.hand.map((c) => c.id)).toEqual(['duh', 'd1', 'bv']);
    expect(resolved?.state.players.p1?.banishment).toEqual([]);
  });

  it('given a non-Reaction Flow spell while another spell waits on the chain, then timing/not-allowed (flow.timing-unchanged)', () => {
    const waiting = {
      ...state,
      chain: [{ id: 'x', card: CARD.charm, owner: 'p2', controller: 'p2', targets: [], flow: null, options: [] }],
    };
    expect(when(waiting, flowPlay('du', 2)).code).toBe('timing/not-allowed');
  });

  it('given only 1 energy for Dredge Up with Flow, then payment/insufficient-energy and it stays in the trash (flow.no-shortfall)', () => {
    const outcome = when(state, flowPlay('du', 1));
    expect(outcome.code).toBe('payment/insufficient-energy');
    expect(outcome.state).toBe(state);
  });
});
