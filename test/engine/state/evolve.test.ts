import { describe, expect, it } from 'vitest';
import { evolve, evolveAll } from '../../../engine/evolve.js';
import type { EngineEvent, GameState } from '../../../engine/state/types.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, rune } from '../support/game.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const start: GameState = deepFreeze(
  given({
    p1: {
      hand: [card('h1', CARD.charm)],
      mainDeck: [card('d1', CARD.charm), card('d2', CARD.quickStudy)],
      base: [permanent('u1', CARD.militiaRecruit, false)],
      runes: [rune('r1', 'fury'), rune('r2', 'calm', false)],
      runeDeck: [{ id: 'k1', domain: 'mind' }],
      pool: { energy: 1 },
    },
    p2: { pool: { power: { calm: 2 } } },
  }),
);

describe('evolve', () => {
  it('given a frozen state, when any event is applied, then the input is untouched and a new state comes back', () => {
    const next = evolve(start, { type: 'rune-exhausted', player: 'p1', rune: 'r1' });
    expect(next).not.toBe(start);
    expect(start.players.p1?.runes[0]?.ready).toBe(true);
  });

  it('given a ready rune, when it is exhausted, then it is exhausted and 1 energy is in the pool (pay.from-pool)', () => {
    const next = evolve(start, { type: 'rune-exhausted', player: 'p1', rune: 'r1' });
    expect(next.players.p1?.runes[0]).toEqual(rune('r1', 'fury', false));
    expect(next.players.p1?.pool.energy).toBe(2);
  });

  it('given an exhausted rune, when it is recycled, then it goes to the bottom of the rune deck and adds 1 power of its domain', () => {
    const next = evolve(start, { type: 'rune-recycled', player: 'p1', rune: 'r2', domain: 'calm' });
    expect(next.players.p1?.runes.map((r) => r.id)).toEqual(['r1']);
    expect(next.players.p1?.runeDeck.map((r) => r.id)).toEqual(['k1', 'r2']);
    expect(next.players.p1?.pool.power).toEqual({ calm: 1 });
  });

  it('given a rune deck, when a rune is channelled, then it comes onto the board ready', () => {
    const next = evolve(start, { type: 'rune-channelled', player: 'p1', rune: 'k1' });
    expect(next.players.p1?.runes.at(-1)).toEqual(rune('k1', 'mind', true));
    expect(next.players.p1?.runeDeck).toEqual([]);
  });

  it('given resources added then spent, then the pool follows and is written in full', () => {
    const next = evolveAll(start, [
      { type: 'resource-added', player: 'p1', resources: { power: { fury: 2 }, universal: 1 } },
      { type: 'resource-spent', player: 'p1', resources: { energy: 1, power: { fury: 1 } } },
    ]);
    expect(next.players.p1?.pool).toEqual({ energy: 0, power: { fury: 1 }, universal: 1 });
  });

  it('given a pool, when it is emptied, then every amount is 0 and the runes stay (pool.resources-not-runes)', () => {
    const next = evolve(start, { type: 'pool-emptied', player: 'p2', lost: { power: { calm: 2 } } });
    expect(next.players.p2?.pool).toEqual({ energy: 0, power: {}, universal: 0 });
    expect(next.players.p1?.runes).toEqual(start.players.p1?.runes);
  });

  it('given a card in hand, when it moves to the chain, then a chain item with defaults appears', () => {
    const next = evolve(start, { type: 'card-moved', player: 'p1', card: 'h1', from: 'hand', to: 'chain' });
    expect(next.players.p1?.hand).toEqual([]);
    expect(next.chain).toEqual([
      { id: 'h1', card: CARD.charm, owner: 'p1', controller: 'p1', targets: [], flow: null, options: [] },
    ]);
  });

  it('given a chain item, when chain-item-set replaces it, then its targets change', () => {
    const onChain = evolve(start, { type: 'card-moved', player: 'p1', card: 'h1', from: 'hand', to: 'chain' });
    const [placed] = onChain.chain;
    if (!placed) throw new Error('the card is not on the chain');
    const item = { ...placed, targets: ['u1'], flow: 0 };
    expect(evolve(onChain, { type: 'chain-item-set', item }).chain).toEqual([item]);
  });

  it('given a card entering the base, then it is ready unless unit-entered says otherwise', () => {
    const entered = evolve(start, { type: 'card-moved', player: 'p1', card: 'h1', from: 'hand', to: 'base' });
    expect(entered.players.p1?.base.at(-1)).toEqual(permanent('h1', CARD.charm, true));
    const exhausted = evolve(entered, { type: 'unit-entered', player: 'p1', card: 'h1', ready: false });
    expect(exhausted.players.p1?.base.at(-1)?.ready).toBe(false);
  });

  it('given a unit moving between base and battlefield, then it keeps its ready state', () => {
    const next = evolve(start, { type: 'card-moved', player: 'p1', card: 'u1', from: 'base', to: 'battlefield' });
    expect(next.players.p1?.battlefield).toEqual([permanent('u1', CARD.militiaRecruit, false)]);
  });

  it('given predict recycling, then the top card goes to the bottom of the main deck', () => {
    const next = evolve(start, { type: 'predicted', player: 'p1', card: 'd1', recycled: true });
    expect(next.players.p1?.mainDeck.map((c) => c.id)).toEqual(['d2', 'd1']);
    expect(evolve(start, { type: 'predicted', player: 'p1', card: 'd1', recycled: false })).toBe(start);
  });

  it('given the turn events, then phase, turn, priority, passes, focus and showdown follow', () => {
    const events: EngineEvent[] = [
      { type: 'priority-passed', player: 'p1' },
      { type: 'focus-passed', player: 'p2' },
      { type: 'priority-set', player: 'p2' },
      { type: 'showdown-ended' },
      { type: 'passes-cleared' },
      { type: 'phase-started', player: 'p2', phase: 'beginning' },
    ];
    const next = evolveAll(start, events);
    expect(next.turn).toEqual({
      number: 4,
      activePlayer: 'p2',
      phase: 'beginning',
      priority: 'p2',
      focus: null,
      showdown: false,
      passed: [],
      openedByTrigger: false,
      died: [],
    });
  });

  it('given a unit on the board, when it goes to the trash, then the turn records it as killed, and a new turn empties the record (INTERPRETING 4.13)', () => {
    const killed = evolve(start, { type: 'card-moved', player: 'p1', card: 'u1', from: 'base', to: 'trash' });
    expect(killed.turn.died).toEqual([{ card: CARD.militiaRecruit, controller: 'p1' }]);
    const discarded = evolve(start, { type: 'card-moved', player: 'p1', card: 'h1', from: 'hand', to: 'trash' });
    expect(discarded.turn.died).toEqual([]);
    const next = evolve(killed, { type: 'phase-started', player: 'p2', phase: 'beginning' });
    expect(next.turn.died).toEqual([]);
  });

  it('given a buffed unit, when it moves between board zones it keeps its buff, and leaving the board loses it (CR 705, 748)', () => {
    const buffed = given({ p1: { base: [{ ...permanent('u1', CARD.militiaRecruit, true), buffed: true }] }, p2: {} });
    const moved = evolve(buffed, { type: 'card-moved', player: 'p1', card: 'u1', from: 'base', to: 'battlefield' });
    expect(moved.players.p1?.battlefield[0]).toEqual({
      id: 'u1',
      card: CARD.militiaRecruit,
      ready: true,
      buffed: true,
    });
    const gone = evolve(moved, { type: 'card-moved', player: 'p1', card: 'u1', from: 'battlefield', to: 'hand' });
    const back = evolve(gone, { type: 'card-moved', player: 'p1', card: 'u1', from: 'hand', to: 'base' });
    expect(back.players.p1?.base[0]).toEqual({ id: 'u1', card: CARD.militiaRecruit, ready: true });
  });

  it('given events that only report, then the state is the same object', () => {
    const reports: EngineEvent[] = [
      { type: 'card-played', player: 'p1', card: 'h1', from: 'hand', flow: null },
      { type: 'targeted', player: 'p1', card: 'u1', source: 'h1' },
      { type: 'resolving', player: 'p1', card: 'h1' },
      { type: 'countered', player: 'p1', card: 'h1', by: 'x' },
      { type: 'ability-triggered', player: 'p1', card: 'u1', trigger: 'targeted' },
    ];
    expect(evolveAll(start, reports)).toBe(start);
  });

  it('given an effect, when it expires, then it is removed', () => {
    const withEffect = {
      ...start,
      effects: [{ id: 'e1', kind: 'ignore-base-cost' as const, scope: { player: 'p1' } }],
    };
    expect(evolve(withEffect, { type: 'effect-expired', effect: 'e1' }).effects).toEqual([]);
  });

  it('given an exhausted permanent, when it becomes ready or is exhausted, then its ready flag follows', () => {
    const readied = evolve(start, { type: 'became-ready', player: 'p1', card: 'u1' });
    expect(readied.players.p1?.base[0]?.ready).toBe(true);
    expect(evolve(readied, { type: 'exhausted', player: 'p1', card: 'u1' }).players.p1?.base[0]?.ready).toBe(false);
  });
});
