import { describe, expect, it } from 'vitest';
import type { Collection, State, StatePattern } from '../../schemas/types/generated.js';
import { matchCollection, type ObservedItem } from '../../harness/verdict/collection.js';
import { matchState } from '../../harness/verdict/state.js';
import { completeState } from '../../harness/scenario/defaults.js';

const permanents: { id: string; card: string; ready: boolean }[] = [
  { id: 'a', card: 'OGN-010', ready: true },
  { id: 'b', card: 'OGN-043', ready: false },
];
const items: ObservedItem[] = permanents;

const observed: State = completeState({
  turn: { number: 2, activePlayer: 'p1', phase: 'main' },
  players: {
    p1: {
      hand: [{ id: 'h1', card: 'OGN-010' }],
      mainDeck: [
        { id: 'd1', card: 'OGN-010' },
        { id: 'd2', card: 'OGN-043' },
      ],
      pool: { energy: 1, power: { fury: 2 } },
    },
    p2: {},
  },
  chain: [
    { id: 's1', card: 'OGN-043', owner: 'p1', controller: 'p1', targets: ['h1'], flow: null, options: ['repeat', 'x'] },
  ],
});

function collection(pattern: Collection, ordered = false) {
  return matchCollection(pattern, items, ordered, '/at');
}

describe('collection patterns', () => {
  it('an array holds exactly these items, in any order elsewhere', () => {
    expect(collection(['b', 'a'])).toBeUndefined();
    expect(collection(['a'])).toMatchObject({ pointer: '/at', data: { detail: 'extra-item', item: 'b' } });
    expect(collection(['a', 'b', 'c'])).toMatchObject({
      pointer: '/at/2',
      data: { detail: 'missing-item', item: 'c' },
    });
  });

  it('an array is ordered for decks and the chain', () => {
    expect(collection(['a', 'b'], true)).toBeUndefined();
    expect(collection(['b', 'a'], true)).toMatchObject({ pointer: '/at/0', data: { detail: 'order' } });
  });

  it('an item object checks its stated fields on the item its id selects', () => {
    expect(collection([{ id: 'b', ready: false }, 'a'])).toBeUndefined();
    expect(collection([{ id: 'b', ready: true }, 'a'])).toMatchObject({
      pointer: '/at/0/ready',
      expected: true,
      observed: false,
    });
  });

  it('an object pattern: includes, excludes, count', () => {
    expect(collection({ includes: [{ id: 'a', card: 'OGN-010' }], excludes: ['z'], count: 2 })).toBeUndefined();
    expect(collection({ includes: ['z'] })).toMatchObject({
      pointer: '/at/includes/0',
      data: { detail: 'missing-item' },
    });
    expect(collection({ excludes: ['q', 'b'] })).toMatchObject({
      pointer: '/at/excludes/1',
      data: { detail: 'excluded-present' },
    });
    expect(collection({ count: 3 })).toMatchObject({ pointer: '/at/count', expected: 3, observed: 2 });
  });
});

describe('state patterns', () => {
  const match = (pattern: StatePattern) => matchState(pattern, observed, '/then/state');

  it('checks only the keys it states', () => {
    expect(match({})).toBeUndefined();
    expect(match({ turn: { number: 2, priority: 'p1', showdown: false } })).toBeUndefined();
    expect(match({ turn: { focus: 'p2' } })).toMatchObject({
      pointer: '/then/state/turn/focus',
      expected: 'p2',
      observed: null,
    });
  });

  it('compares the pool exactly, amounts left out being 0', () => {
    expect(match({ players: { p1: { pool: { energy: 1, power: { fury: 2 }, universal: 0 } } } })).toBeUndefined();
    expect(match({ players: { p1: { pool: { energy: 1 } } } })).toMatchObject({
      pointer: '/then/state/players/p1/pool/power/fury',
      expected: 0,
      observed: 2,
    });
    expect(match({ players: { p2: { pool: {} } } })).toBeUndefined();
  });

  it('orders the main deck and the chain; chain options compare as a set', () => {
    expect(match({ players: { p1: { mainDeck: ['d2', 'd1'] } } })).toMatchObject({
      pointer: '/then/state/players/p1/mainDeck/0',
      data: { detail: 'order' },
    });
    expect(match({ chain: [{ id: 's1', targets: ['h1'], options: ['x', 'repeat'], flow: null }] })).toBeUndefined();
  });

  it('reads an empty zone from the defaults, and names a missing player', () => {
    expect(match({ players: { p2: { hand: [], base: { count: 0 } } } })).toBeUndefined();
    expect(match({ players: { p3: { hand: [] } } })).toMatchObject({
      pointer: '/then/state/players/p3',
      data: { detail: 'missing-player' },
    });
  });
});
