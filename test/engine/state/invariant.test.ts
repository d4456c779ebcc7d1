import { describe, expect, it } from 'vitest';
import { evolve } from '../../../engine/evolve.js';
import { definitionOf, present, sideOf } from '../../../engine/state/invariant.js';
import { CARD } from '../support/catalogue.js';
import { card, given } from '../support/game.js';

const state = given({ p1: { hand: [card('h1', CARD.charm)] } });

describe('lookups a valid scenario always satisfies', () => {
  it('hand back what they find, falsy values included', () => {
    expect(present(0)).toBe(0);
    expect(present('')).toBe('');
    expect(sideOf(state, 'p1').hand.map((entry) => entry.id)).toEqual(['h1']);
  });

  it('throw on a missing player, card or object instead of carrying on', () => {
    expect(() => {
      present(undefined);
    }).toThrow(/invariant/);
    expect(() => sideOf(state, 'p9')).toThrow(/invariant/);
    expect(() => definitionOf(new Map(), CARD.charm)).toThrow(/invariant/);
  });

  it('make an event about an object that is not there an engine error, not a silent no-op', () => {
    expect(() => evolve(state, { type: 'rune-channelled', player: 'p1', rune: 'missing' })).toThrow(/invariant/);
    expect(() =>
      evolve(state, { type: 'card-moved', player: 'p1', card: 'missing', from: 'hand', to: 'trash' }),
    ).toThrow(/invariant/);
  });
});
