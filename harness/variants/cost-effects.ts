/** What the numeric transforms share: the plays whose total a fixture asserts, and adding a cost effect to `given`. */
import type { Effect, Fixture, Play } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { deriveRequires, statePatterns, withItem } from './fixture-parts.js';

/** A `play` step whose expectation asserts the total cost, with that total. */
export interface AssertedTotal {
  readonly play: Play;
  readonly energy: number;
}

/** The plays whose then step asserts `totalCost`, in step order. */
export function assertedTotals(fixture: Fixture): AssertedTotal[] {
  return fixture.when.flatMap((action, i) => {
    const total = fixture.then.steps[i]?.totalCost;
    return action.type === 'play' && total !== undefined ? [{ play: action, energy: total.energy ?? 0 }] : [];
  });
}

/**
 * The first play whose total is asserted, with energy in it, no option chosen and its card played by no other step:
 * a play whose total nothing but the given effects decides, and on which a change of the total shows.
 */
export function plainAssertedTotal(fixture: Fixture): (AssertedTotal & { readonly index: number }) | undefined {
  const index = fixture.when.findIndex((action, i) => {
    const total = fixture.then.steps[i]?.totalCost;
    return (
      action.type === 'play' &&
      (total?.energy ?? 0) > 0 &&
      (action.options ?? []).length === 0 &&
      fixture.when.filter((other) => other.type === 'play' && other.card === action.card).length === 1
    );
  });
  const play = fixture.when[index];
  const energy = fixture.then.steps[index]?.totalCost?.energy ?? 0;
  return play?.type === 'play' ? { play, energy, index } : undefined;
}

/**
 * Adds cost effects to the end of `given.effects`, to every state pattern that lists the effects (they last the whole
 * scenario), and derives `requires` as the lint does (spec/INTERPRETING.md 6).
 */
export function addEffects(
  fixture: Fixture,
  effects: readonly Effect[],
  cards: ReadonlyMap<string, CatalogueCard>,
): void {
  fixture.given.effects = [...(fixture.given.effects ?? []), ...effects];
  for (const pattern of statePatterns(fixture))
    for (const effect of effects) {
      const listed = withItem(pattern.effects, effect.id);
      if (listed !== undefined) pattern.effects = listed;
    }
  fixture.requires = deriveRequires(fixture, cards);
}
