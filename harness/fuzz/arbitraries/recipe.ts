import fc from 'fast-check';
import type { Recipe } from '../recipe.js';
import type { Vocabulary } from '../vocabulary.js';
import { poolArbitrary, rarely, runeArbitrary, turnArbitrary, unitArbitrary } from './board.js';
import { effectArbitrary } from './effects.js';
import { playArbitrary } from './play.js';

/** The choices of one generated scenario: a board, a pool, a hand, effects, and one or two plays. */
export function recipeArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Recipe> {
  const { allowed, units, playable, conduit } = vocabulary;
  const effects = allowed.effects ? fc.array(effectArbitrary(allowed), { maxLength: 2 }) : fc.constant([]);
  return fc
    .record({
      turn: turnArbitrary,
      runes: fc.array(runeArbitrary, { maxLength: 8 }),
      pool: poolArbitrary,
      hand: fc.array(fc.nat({ max: Math.max(0, playable.length - 1) }), { maxLength: 2 }),
      friendly: fc.array(unitArbitrary(units.length), { maxLength: 2 }),
      enemy: fc.array(unitArbitrary(units.length), { maxLength: 3 }),
      conduits: conduit ? fc.array(fc.boolean(), { maxLength: 2 }) : fc.constant([]),
      effects,
      activateFirst: rarely(6),
      plays: fc.array(playArbitrary(vocabulary), { minLength: 1, maxLength: 2 }),
    })
    .map(({ turn, ...rest }) => ({ ...turn, ...rest }));
}
