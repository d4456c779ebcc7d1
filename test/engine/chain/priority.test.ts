import { describe, expect, it } from 'vitest';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, when, whenAll } from '../support/game.js';

const showdown = { turn: { showdown: true, focus: 'p1', priority: 'p1' } };

describe('priority, passing and showdown timing (INTERPRETING 4.1)', () => {
  it('given a neutral open main phase, when the turn player passes, then nothing changes and no opponent may answer', () => {
    const state = given({ p1: {}, p2: { hand: [card('qs2', CARD.quickStudy)], pool: { energy: 1 } } });
    const passed = when(state, { type: 'pass', player: 'p1' });
    // CR 312.2.a, 316.5.b: only the turn player holds priority in the neutral open state
    expect(passed.result.outcome).toBe('accepted');
    expect(passed.events).toEqual([]);
    expect(passed.state.turn).toMatchObject({ priority: 'p1', passed: [] });
    const play = { type: 'play' as const, player: 'p2', card: 'qs2', payment: [] };
    expect(when(passed.state, play).code).toBe('timing/no-priority');
  });

  it('given a showdown held by the turn player, then a unit is not timely, a Reaction spell is, and advancing is refused', () => {
    const state = given(
      { p1: { hand: [card('u1', CARD.militiaRecruit), card('qs1', CARD.quickStudy)], pool: { energy: 2 } } },
      showdown,
    );
    const pay = [{ type: 'spend' as const, resources: { energy: 1 } }];
    // CR 343.1.a, 308.1.a: only Action and Reaction in a showdown
    expect(when(state, { type: 'play', player: 'p1', card: 'u1', payment: pay }).code).toBe('timing/not-allowed');
    expect(when(state, { type: 'play', player: 'p1', card: 'qs1', payment: pay }).code).toBeUndefined();
    // CR 347, 348, 335: the phase goes on while the showdown lasts
    expect(when(state, { type: 'advance', player: 'p1' }).code).toBe('timing/wrong-phase-advance');
  });

  it('given a showdown that both players pass out of, then the turn player plays a unit and advances', () => {
    const state = given(
      {
        p1: {
          hand: [card('u1', CARD.militiaRecruit)],
          base: [permanent('b1', CARD.legionRearguard)],
          pool: { energy: 1 },
        },
      },
      showdown,
    );
    const [, ended, played, advanced] = whenAll(state, [
      { type: 'pass', player: 'p1' },
      { type: 'pass', player: 'p2' },
      { type: 'play', player: 'p1', card: 'u1', payment: [{ type: 'spend', resources: { energy: 1 } }] },
      { type: 'advance', player: 'p1' },
    ]);
    expect(ended?.state.turn).toMatchObject({ showdown: false, focus: null, priority: 'p1' });
    expect(played?.state.players.p1?.base.map((p) => p.id)).toEqual(['b1', 'u1']);
    expect(advanced?.state.turn.phase).toBe('end');
  });
});

describe('an activation breaks the sequence of passes (INTERPRETING 4.1; CR 401.1, 339.1, 348)', () => {
  const conduit = { p2: { base: [permanent('ec2', CARD.energyConduit)] } };
  const activate = { type: 'activate' as const, player: 'p2', card: 'ec2', ability: 'add-energy' };

  it('given a showdown p1 passed out of, when p2 activates Energy Conduit and passes, then the showdown goes on', () => {
    const state = given(conduit, showdown);
    const [, activated, passed] = whenAll(state, [
      { type: 'pass', player: 'p1' },
      activate,
      { type: 'pass', player: 'p2' },
    ]);
    expect(activated?.state.turn).toMatchObject({ focus: 'p2', priority: 'p2', passed: [] });
    expect(passed?.state.turn).toMatchObject({ showdown: true, focus: 'p1', priority: 'p1', passed: ['p2'] });
  });

  it('given a spell on the chain and p1 passed, when p2 activates Energy Conduit and passes, then the spell waits', () => {
    const charm = {
      id: 'ch1',
      card: CARD.charm,
      owner: 'p1',
      controller: 'p1',
      targets: ['lr2'],
      flow: null,
      options: [],
    };
    const board = { p2: { ...conduit.p2, battlefield: [permanent('lr2', CARD.legionRearguard)] } };
    const state = given(board, { turn: { priority: 'p2', passed: ['p1'] }, chain: [charm] });
    const [, passed] = whenAll(state, [activate, { type: 'pass', player: 'p2' }]);
    expect(passed?.state.chain.map((item) => item.id)).toEqual(['ch1']);
    expect(passed?.state.turn).toMatchObject({ priority: 'p1', passed: ['p2'] });
  });
});

describe("the chain's opener decides focus (INTERPRETING 4.1; CR 340.2.a, 346.1)", () => {
  const trigger = {
    ...{ id: 'jm1-targeted', card: 'SFD-142', owner: 'p1', controller: 'p1', targets: [], flow: null, options: [] },
    trigger: { source: 'jm1', on: 'targeted' as const },
  };
  const board = {
    p1: { battlefield: [permanent('jm1', 'SFD-142')], mainDeck: [card('m1', CARD.charm)] },
    p2: { battlefield: [permanent('lr2', CARD.legionRearguard)] },
  };
  const passes = [
    { type: 'pass' as const, player: 'p1' },
    { type: 'pass' as const, player: 'p2' },
  ];

  it('given a trigger left alone on a chain a spell opened, when it resolves, then focus passes', () => {
    const state = given(board, { ...showdown, chain: [trigger] });
    const opened = { ...state, turn: { ...state.turn, openedByTrigger: false } };
    const [, closed] = whenAll(opened, passes);
    expect(closed?.state.turn).toMatchObject({ focus: 'p2', priority: 'p2', openedByTrigger: false });
  });

  it('given a chain a trigger opened, when it closes, then focus stays', () => {
    const [, closed] = whenAll(given(board, { ...showdown, chain: [trigger] }), passes);
    expect(closed?.state.turn).toMatchObject({ focus: 'p1', priority: 'p1' });
  });

  it('given a spell whose resolution triggers, when the trigger resolves, then the spell still opened the chain and focus passes', () => {
    const rally = {
      id: 'br1',
      card: CARD.bloodRally,
      owner: 'p1',
      controller: 'p1',
      targets: ['ws'],
      flow: null,
      options: [],
    };
    const squire = {
      p1: { battlefield: [permanent('ws', CARD.watchfulSquire, false)], mainDeck: [card('m1', CARD.charm)] },
    };
    const [, joined, , closed] = whenAll(given(squire, { ...showdown, chain: [rally] }), [...passes, ...passes]);
    // CR 158.3.a, 401.1, 401.2, 340.3: the trigger joins the chain the spell opened
    expect(joined?.state.chain.map((item) => item.id)).toEqual(['ws-becomes-ready']);
    expect(joined?.state.turn.openedByTrigger).toBe(false);
    // CR 340.2.a, 347.1.b
    expect(closed?.state.turn).toMatchObject({ focus: 'p2', priority: 'p2', openedByTrigger: false });
  });

  it('given a trigger put on an empty chain, then the chain is recorded as opened by it until it is gone', () => {
    const squire = { p2: { base: [permanent('ws', CARD.watchfulSquire, false)], mainDeck: [card('m2', CARD.charm)] } };
    const started = when(given(squire, { turn: { phase: 'end' } }), { type: 'advance', player: 'p1' });
    expect(started.state.chain.map((item) => item.id)).toEqual(['ws-becomes-ready']);
    expect(started.state.turn.openedByTrigger).toBe(true);
    const [, resolved] = whenAll(started.state, [
      { type: 'pass', player: 'p2' },
      { type: 'pass', player: 'p1' },
    ]);
    expect(resolved?.state.turn.openedByTrigger).toBe(false);
  });
});
