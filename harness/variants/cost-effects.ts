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
