import { describe, expect, it } from 'vitest';
import type { Action, Decision } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, types, when, whenAll } from '../support/game.js';

describe('priority and passing (INTERPRETING 4.1)', () => {
  const state = given({
    p1: {
      hand: [card('qs', CARD.quickStudy)],
      mainDeck: [card('d1', CARD.charm)],
      pool: { energy: 1, power: { order: 1 } },
    },
    p2: {},
  });
  const play: Action = {
    type: 'play',
    player: 'p1',
    card: 'qs',
    payment: [{ type: 'spend', resources: { energy: 1 } }],
  };

  it('given a pass by a player without priority, then timing/no-priority', () => {
    expect(when(state, { type: 'pass', player: 'p2' }).code).toBe('timing/no-priority');
  });

  it('given a spell just played, then its caster keeps priority and the opponent cannot pass yet (CR 337.4)', () => {
    const [played] = whenAll(state, [play]);
    expect(played?.state.turn).toMatchObject({ priority: 'p1', passed: [] });
    expect(played && when(played.state, { type: 'pass', player: 'p2' }).code).toBe('timing/no-priority');
  });

  it('given a spell on the chain and both players passing, caster first, then it resolves and the active player receives priority (CR 335)', () => {
    const [, first, second] = whenAll(state, [play, { type: 'pass', player: 'p1' }, { type: 'pass', player: 'p2' }]);
    expect(first?.state.turn).toMatchObject({ priority: 'p2', passed: ['p1'] });
    expect(second && types(second)).toEqual(['priority-passed', 'resolving', 'card-moved', 'card-moved']);
    expect(second?.state.turn).toMatchObject({ priority: 'p1', passed: [] });
    expect(second?.state.chain).toEqual([]);
  });

  it('given the chain ends, then the pool is untouched (pool.persists)', () => {
    const last = whenAll(state, [play, { type: 'pass', player: 'p1' }, { type: 'pass', player: 'p2' }]).at(-1);
    expect(last?.state.players.p1?.pool).toEqual({ energy: 0, power: { order: 1 }, universal: 0 });
  });

  it('given a showdown with an empty chain, then each pass hands focus on, and the last one ends the showdown', () => {
    const showdown = given({ p1: { pool: { energy: 2 } }, p2: {} }, { turn: { showdown: true, focus: 'p1' } });
    const [first, second] = whenAll(showdown, [
      { type: 'pass', player: 'p1' },
      { type: 'pass', player: 'p2' },
    ]);
    expect(first && types(first)).toEqual(['priority-passed', 'focus-passed']);
    expect(first?.state.turn.focus).toBe('p2');
    expect(second && types(second)).toEqual(['priority-passed', 'showdown-ended']);
    expect(second?.state.turn).toMatchObject({ showdown: false, focus: null, priority: 'p1' });
    expect(second?.state.players.p1?.pool.energy).toBe(2);
  });
});

describe('priority after a resolution and focus when a chain closes (INTERPRETING 4.1)', () => {
  const deck = [card('d1', CARD.charm), card('d2', CARD.charm)];
  const study = (player: string, id: string): Action => ({
    type: 'play',
    player,
    card: id,
    payment: [{ type: 'spend', resources: { energy: 1 } }],
  });
  const pass = (player: string): Action => ({ type: 'pass', player });

  it("given p1's spell, p2's reaction and p1's reaction, when p1's resolves, then p2 gains priority for the reaction still on top (CR 340.4)", () => {
    const state = given({
      p1: { hand: [card('a', CARD.quickStudy), card('c', CARD.quickStudy)], mainDeck: deck, pool: { energy: 2 } },
      p2: { hand: [card('b', CARD.quickStudy)], mainDeck: [card('e1', CARD.charm)], pool: { energy: 1 } },
    });
    const outcomes = whenAll(state, [
      study('p1', 'a'),
      pass('p1'),
      study('p2', 'b'),
      pass('p2'),
      study('p1', 'c'),
      pass('p1'),
      pass('p2'),
    ]);
    const resolved = outcomes.at(-1);
    expect(resolved?.state.chain.map((item) => item.id)).toEqual(['a', 'b']);
    expect(resolved?.state.turn).toMatchObject({ priority: 'p2', passed: [] });
  });

  it('given a showdown, when the chain its focus holder opened closes, then focus and priority pass to the next player (CR 346)', () => {
    const state = given(
      { p1: { hand: [card('a', CARD.quickStudy)], mainDeck: deck, pool: { energy: 1 } }, p2: {} },
      { turn: { showdown: true, focus: 'p1' } },
    );
    const [, , closed] = whenAll(state, [study('p1', 'a'), pass('p1'), pass('p2')]);
    expect(closed && types(closed)).toContain('focus-passed');
    expect(closed?.state.turn).toMatchObject({ showdown: true, focus: 'p2', priority: 'p2' });
  });
});

describe('activating an Add ability (add.ability-resolves-on-finalize)', () => {
  const state = given({
    p1: { base: [permanent('ec', CARD.energyConduit), permanent('ex', CARD.energyConduit, false)] },
    p2: { hand: [card('qs', CARD.quickStudy)] },
  });

  it('given a ready Conduit, when activated, then 1 energy at once, nothing on the chain, priority unchanged', () => {
    const outcome = when(state, { type: 'activate', player: 'p1', card: 'ec', ability: 'add-energy' });
    expect(types(outcome)).toEqual(['exhausted', 'ability-activated', 'resource-added', 'ability-resolved']);
    expect(outcome.state.players.p1?.pool.energy).toBe(1);
    expect(outcome.state.chain).toEqual([]);
    expect(outcome.state.turn.priority).toBe('p1');
  });

  it('given the activation, then the opponent still has no priority to answer it (add.no-response-window)', () => {
    const after = when(state, { type: 'activate', player: 'p1', card: 'ec', ability: 'add-energy' }).state;
    expect(when(after, { type: 'play', player: 'p2', card: 'qs', payment: 'auto' }).code).toBe('timing/no-priority');
  });

  it("given an exhausted Conduit, or another player's, then it cannot be activated", () => {
    expect(when(state, { type: 'activate', player: 'p1', card: 'ex', ability: 'add-energy' }).code).toBe(
      'payment/ability-cost-unpayable',
    );
    expect(when(state, { type: 'activate', player: 'p2', card: 'ec', ability: 'add-energy' }).code).toBe(
      'action/not-your-card',
    );
  });
});

describe('resolution decisions (INTERPRETING 4.5)', () => {
  const withStudy = (decisions?: Decision[], pool = { energy: 1 }) => {
    const state = given({
      p1: {
        hand: [card('os', CARD.opportuneStudy)],
        mainDeck: [card('d1', CARD.charm)],
        base: [permanent('ec', CARD.energyConduit)],
        pool,
      },
    });
    const play: Action = {
      type: 'play',
      player: 'p1',
      card: 'os',
      payment: [{ type: 'spend', resources: { energy: 1 } }],
      ...(decisions ? { decisions } : {}),
    };
    const waiting = whenAll(state, [play, { type: 'pass', player: 'p1' }]).at(-1)?.state ?? state;
    return when(waiting, { type: 'pass', player: 'p2' });
  };

  it('given the optional payment accepted with Conduit used mid-payment, then 1 card is drawn (add.during-resolution)', () => {
    const outcome = withStudy([
      {
        type: 'optional-payment',
        accept: true,
        payment: [
          { type: 'activate', card: 'ec', ability: 'add-energy' },
          { type: 'spend', resources: { energy: 1 } },
        ],
      },
    ]);
    expect(outcome.code).toBeUndefined();
    expect(outcome.state.players.p1?.hand.map((c) => c.id)).toEqual(['d1']);
  });

  it('given the optional payment declined, then nothing is drawn and the pool stays (add.optional-payment-declined)', () => {
    const outcome = withStudy([{ type: 'optional-payment', accept: false }], { energy: 2 });
    expect(outcome.state.players.p1?.hand).toEqual([]);
    expect(outcome.state.players.p1?.pool.energy).toBe(1);
  });

  it('given the instruction cost left out of the play, then the play itself asks only its printed cost (pay.deferred-instruction)', () => {
    const state = given({ p1: { hand: [card('os', CARD.opportuneStudy)], pool: { energy: 1 } } });
    const outcome = when(state, {
      type: 'play',
      player: 'p1',
      card: 'os',
      payment: [{ type: 'spend', resources: { energy: 1 } }],
    });
    expect(outcome.totalCost).toEqual({ energy: 1 });
    expect(outcome.code).toBeUndefined();
  });

  it('given no decision scripted, then decision/missing and the pass is rolled back', () => {
    expect(withStudy().code).toBe('decision/missing');
  });

  it('given a decision of another type, then decision/invalid', () => {
    expect(withStudy([{ type: 'predict', recycle: true }]).code).toBe('decision/invalid');
  });

  it('given an accepted payment that falls short, then the payment code and the pass is rolled back', () => {
    expect(withStudy([{ type: 'optional-payment', accept: true, payment: [] }]).code).toBe(
      'payment/insufficient-energy',
    );
  });
});

describe('an Add spell uses the chain (add.spell-uses-chain)', () => {
  it('given Surge of Power played, then its energy arrives only when it resolves, after a Reaction answered it', () => {
    const state = given({
      p1: { hand: [card('sp', CARD.surgeOfPower)], pool: { energy: 1 } },
      p2: { hand: [card('qs', CARD.quickStudy)], mainDeck: [card('m1', CARD.charm)], pool: { energy: 1 } },
    });
    const outcomes = whenAll(state, [
      { type: 'play', player: 'p1', card: 'sp', payment: [{ type: 'spend', resources: { energy: 1 } }] },
      { type: 'pass', player: 'p1' },
      { type: 'play', player: 'p2', card: 'qs', payment: [{ type: 'spend', resources: { energy: 1 } }] },
      { type: 'pass', player: 'p2' },
      { type: 'pass', player: 'p1' },
      { type: 'pass', player: 'p1' },
      { type: 'pass', player: 'p2' },
    ]);
    expect(outcomes[0]?.state.players.p1?.pool.energy).toBe(0);
    expect(outcomes[4]?.state.players.p1?.pool.energy).toBe(0);
    // CR 340.4: after Quick Study resolves, p1 (controller of Surge of Power, still on the chain) has priority
    expect(outcomes[4]?.state.turn.priority).toBe('p1');
    expect(outcomes[6]?.state.players.p1?.pool.energy).toBe(2);
  });
});

describe('triggered Add abilities (add.ability-resolves-on-finalize)', () => {
  it('given Charm choosing a unit whose targeting trigger adds energy, then the energy arrives only once Charm is played and on the chain (CR 383.4.b.2, 429.2)', () => {
    const state = given({
      p1: { hand: [card('ch', CARD.charm)], pool: { energy: 1, power: { calm: 1 } } },
      p2: { base: [permanent('vb', CARD.vigilBellkeeper)], mainDeck: [card('m2', CARD.charm)] },
    });
    const outcome = when(state, {
      type: 'play',
      player: 'p1',
      card: 'ch',
      targets: ['vb'],
      payment: [{ type: 'spend', resources: { energy: 1, power: { calm: 1 } } }],
    });
    const order = types(outcome);
    expect(order.indexOf('resource-added')).toBeGreaterThan(order.indexOf('card-played'));
    expect(outcome.state.players.p2?.pool).toMatchObject({ energy: 1 });
    expect(outcome.state.chain.map((item) => item.id)).toEqual(['ch']);
    expect(outcome.state.turn.priority).toBe('p1');
  });
});
