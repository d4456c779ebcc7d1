import fc from 'fast-check';
import type { BystanderRecipe, Recipe, TailStep } from '../recipe.js';
import type { Allowed, Vocabulary } from '../vocabulary.js';
import { poolArbitrary, rarely, runeArbitrary, turnArbitrary, unitArbitrary } from './board.js';
import { effectArbitrary } from './effects.js';
import { playArbitrary } from './play.js';

/** A third or fourth player: a unit or two, at a battlefield or in base, and a pool. */
function bystanderArbitrary(units: number, universal: boolean): fc.Arbitrary<BystanderRecipe> {
  return fc.record({ units: fc.array(unitArbitrary(units), { maxLength: 2 }), pool: poolArbitrary(universal) });
}

/** Passes (with chain.priority) and advances (with turn.phases) after the plays: none, most of the time. */
function tailArbitrary(allowed: Allowed): fc.Arbitrary<readonly TailStep[]> {
  const steps: TailStep[] = [
    ...(allowed.chain ? (['pass-opponent', 'pass-me'] as const) : []),
    ...(allowed.phases ? (['advance'] as const) : []),
  ];
  if (steps.length === 0) return fc.constant<readonly TailStep[]>([]);
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant<readonly TailStep[]>([]), weight: 2 },
    { arbitrary: fc.array(fc.constantFrom(...steps), { minLength: 1, maxLength: 3 }), weight: 1 },
  );
}

/**
 * One or two plays, shrinking to either alone. An array with `minLength: 1` shrinks its length by keeping its last
 * items only, so it could drop the first play but never the second; without a minimum, the shrinks that drop the
 * second play exist, and the filter keeps at least one play.
 */
function playsArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Recipe['plays']> {
  return fc.array(playArbitrary(vocabulary), { maxLength: 2 }).filter((plays) => plays.length > 0);
}

/** The choices of one generated scenario: a board, a pool, a hand, effects, one or two plays, then passes or advances. */
export function recipeArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Recipe> {
  const { allowed, units, playable, conduit } = vocabulary;
  const effects = allowed.effects ? fc.array(effectArbitrary(allowed), { maxLength: 2 }) : fc.constant([]);
  return fc
    .record({
      turn: turnArbitrary,
      bystanders: fc.array(bystanderArbitrary(units.length, allowed.universal), { maxLength: 2 }),
      bystanderTurn: rarely(4),
      respond: fc.boolean(),
      runes: fc.array(runeArbitrary, { maxLength: 8 }),
      pool: poolArbitrary(allowed.universal),
      hand: fc.array(fc.nat({ max: Math.max(0, playable.length - 1) }), { maxLength: 2 }),
      friendly: fc.array(unitArbitrary(units.length), { maxLength: 2 }),
      enemy: fc.array(unitArbitrary(units.length), { maxLength: 3 }),
      // An "auto" payment beside a ready conduit may activate it, which needs payment.add-abilities.
      conduits: conduit
        ? fc.array(allowed.abilities || !allowed.auto ? fc.boolean() : fc.constant(true), { maxLength: 2 })
        : fc.constant([]),
      effects,
      activateFirst: allowed.activate ? rarely(6) : fc.constant(false),
      plays: playsArbitrary(vocabulary),
      tail: tailArbitrary(allowed),
      decks: fc.record({ main: fc.nat({ max: 2 }), runes: fc.nat({ max: 2 }) }),
    })
    .map(({ turn, ...rest }) => ({ ...turn, ...rest }));
}
