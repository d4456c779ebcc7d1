import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, rune, types, when, whenAll } from '../support/game.js';

const advance = { type: 'advance' as const, player: 'p1' };

describe('the turn (INTERPRETING 4.6)', () => {
  it('given the end phase, when advancing, then the next player begins: runes and permanents ready, the draw trigger of the readying waits on the chain, and the beginning-phase Add trigger resolves only once it has (CR 315.1, 334.2, 315.2.a.1)', () => {
    const state = given(
      {
        p2: {
          runes: [rune('s1', 'calm', false)],
          base: [permanent('ws', CARD.watchfulSquire, false), permanent('dc', CARD.dawnChime)],
          mainDeck: [card('m1', CARD.charm)],
        },
      },
      { turn: { phase: 'end' } },
    );
    const outcome = when(state, advance);
    expect(types(outcome)).toEqual(['phase-started', 'rune-readied', 'became-ready', 'ability-triggered']);
    expect(outcome.state.players.p2?.pool.energy).toBe(0);
    // CR 383.3, 383.3.c, 312.2.c: the draw trigger goes on the chain and its controller gains priority
    expect(outcome.state.chain.map((item) => item.id)).toEqual(['ws-becomes-ready']);
    expect(outcome.state.turn).toMatchObject({ number: 4, activePlayer: 'p2', phase: 'beginning', priority: 'p2' });
    expect(when(outcome.state, { type: 'advance', player: 'p2' }).code).toBe('timing/wrong-phase-advance');
    const [, resolved] = whenAll(outcome.state, [
      { type: 'pass', player: 'p2' },
      { type: 'pass', player: 'p1' },
    ]);
    expect(resolved?.state.players.p2?.hand.map((c) => c.id)).toEqual(['m1']);
    // CR 315.2.a.1: the readying's chain gone, the Beginning Phase starts and Dawn Chime adds
    expect(resolved?.state.players.p2?.pool.energy).toBe(1);
    // CR 335: outside the main phase nobody holds priority once the chain is gone; the active player advances
    expect(resolved?.state.turn).toMatchObject({ phase: 'beginning', priority: null });
    expect(resolved?.state.chain).toEqual([]);
  });

  it('given a readying chain answered by a Reaction spell, then the beginning-phase trigger fires once, when the last item of that chain resolves (CR 315.2.a.1, 305)', () => {
    const state = given(
      {
        p2: {
          runes: [rune('s1', 'mind', false)],
          base: [
            permanent('ws', CARD.watchfulSquire, false),
            permanent('ws2', CARD.watchfulSquire, false),
            permanent('dc', CARD.dawnChime),
          ],
          hand: [card('qs', CARD.quickStudy)],
          mainDeck: [card('m1', CARD.charm), card('m2', CARD.charm), card('m3', CARD.charm)],
        },
      },
      { turn: { phase: 'end' } },
    );
    const pass = (player: 'p1' | 'p2') => ({ type: 'pass' as const, player });
    const outcomes = whenAll(state, [
      advance,
      {
        type: 'play',
        player: 'p2',
        card: 'qs',
        payment: [
          { type: 'exhaust-rune', rune: 's1' },
          { type: 'spend', resources: { energy: 1 } },
        ],
      },
      ...[pass('p2'), pass('p1'), pass('p2'), pass('p1'), pass('p2'), pass('p1')],
    ]);
    const fired = outcomes.map(
      (outcome) =>
        outcome.events.filter((event) => event.type === 'ability-triggered' && event.trigger === 'beginning-phase')
          .length,
    );
    // Quick Study, then each Squire's draw resolve; only the pass that empties the readying's chain starts the phase
    expect(fired).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    const last = outcomes.at(-1)?.state;
    expect(last?.players.p2?.pool.energy).toBe(1);
    expect(last?.chain).toEqual([]);
    expect(last?.players.p2?.hand.map((c) => c.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('given beginning-phase energy, then channel and draw keep it and the main phase empties it (pool.survives-channel-and-draw)', () => {
    const state = given(
      {
        p1: {
          pool: { energy: 1 },
          runeDeck: [
            { id: 'k1', domain: 'fury' },
            { id: 'k2', domain: 'calm' },
            { id: 'k3', domain: 'mind' },
          ],
          mainDeck: [card('d1', CARD.charm)],
        },
      },
      { turn: { phase: 'beginning' } },
    );
    const [channel, draw, main] = whenAll(state, [advance, advance, advance]);
    expect(channel && types(channel)).toEqual(['phase-started', 'rune-channelled', 'rune-channelled']);
    expect(channel?.state.players.p1?.pool.energy).toBe(1);
    expect(draw?.state.players.p1?.pool.energy).toBe(1);
    expect(draw?.state.players.p1?.hand.map((c) => c.id)).toEqual(['d1']);
    expect(main?.state.players.p1?.pool.energy).toBe(0);
    expect(main?.state.turn.priority).toBe('p1');
  });

  it('given a start-of-main trigger, then every pool empties first and its energy stays (pool.start-of-main-effects)', () => {
    const state = given(
      { p1: { pool: { energy: 3 }, base: [permanent('nb', CARD.noonBell)] }, p2: { pool: { power: { calm: 1 } } } },
      { turn: { phase: 'draw' } },
    );
    const outcome = when(state, advance);
    expect(types(outcome)).toEqual([
      'phase-started',
      'pool-emptied',
      'pool-emptied',
      'ability-triggered',
      'resource-added',
    ]);
    expect(outcome.state.players.p1?.pool.energy).toBe(1);
    expect(outcome.state.players.p2?.pool.power).toEqual({});
  });

  it('given the main phase ends, then end-of-turn effects expire and then every pool empties (pool.empties-at-end-of-turn, CR 317.2.c-d)', () => {
    const effects: Effect[] = [
      { id: 'e1', kind: 'cost-increase', scope: { player: 'p1' }, energy: 1, expires: 'end-of-turn' },
      { id: 'e2', kind: 'cost-increase', scope: { player: 'p1' }, energy: 1 },
    ];
    const state = given(
      { p1: { pool: { energy: 2 }, runes: [rune('r', 'fury', false)] }, p2: { pool: { energy: 1 } } },
      { effects },
    );
    const outcome = when(state, advance);
    expect(types(outcome)).toEqual(['phase-started', 'effect-expired', 'pool-emptied', 'pool-emptied']);
    expect(outcome.state.effects.map((effect) => effect.id)).toEqual(['e2']);
    expect(outcome.state.players.p1?.runes).toEqual([rune('r', 'fury', false)]);
    expect(outcome.state.turn.priority).toBeNull();
  });

  it('given a non-active player or a waiting chain, then timing/wrong-phase-advance', () => {
    const state = given({});
    expect(when(state, { type: 'advance', player: 'p2' }).code).toBe('timing/wrong-phase-advance');
    const waiting = {
      ...state,
      chain: [{ id: 'x', card: CARD.charm, owner: 'p1', controller: 'p1', targets: [], flow: null, options: [] }],
    };
    expect(when(waiting, advance).code).toBe('timing/wrong-phase-advance');
  });

  it('given an empty main deck, when the draw phase begins, then draw/empty-deck and nothing changes (burning out is outside the contract, CR 431)', () => {
    const state = given({ p1: { runes: [rune('s1', 'calm')] } }, { turn: { phase: 'channel' } });
    const outcome = when(state, advance);
    expect(outcome.code).toBe('draw/empty-deck');
    expect(outcome.state).toBe(state);
  });
});
