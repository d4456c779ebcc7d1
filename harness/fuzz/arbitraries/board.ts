import fc from 'fast-check';
import type { Domain, Phase } from '../../../schemas/types/generated.js';
import type { PoolRecipe, RuneRecipe, UnitRecipe } from '../recipe.js';

/** The six domains, in the order of common.schema.json: shrinking goes toward fury. */
export const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

/** True about once in `n` draws; shrinks to false. */
export function rarely(n: number): fc.Arbitrary<boolean> {
  return fc.nat({ max: n - 1 }).map((draw) => draw === n - 1);
}

/** A domain. */
export const domainArbitrary: fc.Arbitrary<Domain> = fc.constantFrom(...DOMAINS);

/** A rune on the board, of a random domain, ready or exhausted. */
export const runeArbitrary: fc.Arbitrary<RuneRecipe> = fc.record({
  domain: domainArbitrary,
  ready: fc.boolean().map((exhausted) => !exhausted),
});

/** A rune pool: a little energy, power of a few domains, a little universal power (when `universal` is allowed). */
export function poolArbitrary(universal: boolean): fc.Arbitrary<PoolRecipe> {
  return fc.record({
    energy: fc.nat({ max: 3 }),
    power: fc.array(domainArbitrary, { maxLength: 3 }),
    universal: universal ? fc.nat({ max: 2 }) : fc.constant(0),
  });
}

/** A unit of the vocabulary (`count` units to choose from), ready or exhausted, in base or on the battlefield. */
export function unitArbitrary(count: number): fc.Arbitrary<UnitRecipe> {
  return fc.record({
    card: fc.nat({ max: Math.max(0, count - 1) }),
    ready: fc.boolean().map((exhausted) => !exhausted),
    battlefield: fc.boolean(),
  });
}

/** The turn: mostly the player's own main phase; sometimes the opponent's turn or another phase. */
export const turnArbitrary: fc.Arbitrary<{ turnNumber: number; opponentTurn: boolean; phase: Phase }> = fc.record({
  turnNumber: fc.integer({ min: 1, max: 9 }),
  opponentTurn: rarely(12),
  phase: fc.oneof(
    { arbitrary: fc.constant<Phase>('main'), weight: 12 },
    { arbitrary: fc.constantFrom<Phase>('beginning', 'channel', 'draw', 'end'), weight: 1 },
  ),
});
